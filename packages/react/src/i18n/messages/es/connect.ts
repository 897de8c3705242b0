import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Spanish: connect. */
export const connect: Translation<typeof english> = {
  // Shared by the connect views
  'connect.tryAgain': 'Reintentar',
  'connect.goBack': 'Volver',
  'connect.loadingWallets': 'Cargando billeteras',
  'connect.allWallets': 'Todas las billeteras',
  'connect.connectionDeclined': 'Conexión rechazada',
  'connect.connectionNotCompleted': 'La conexión no se completó. Puedes volver a intentarlo.',
  'connect.noWalletSelected': 'No se ha seleccionado ninguna billetera.',
  'connect.walletDidNotAnswer': 'La billetera no respondió',
  'connect.switchingTo': 'Cambiando a {network}',

  // Connect
  'connect.or': 'o',
  'connect.continueWithWallet': 'Continuar con una billetera',
  'connect.waysToConnect': 'Formas de conectarse',
  'connect.noWallet': 'No tengo una billetera',
  'connect.wallets': 'Billeteras',
  'connect.noWalletDetected': 'No se detectó ninguna billetera en este navegador.',
  'connect.browse': 'Explorar',
  'connect.tagQrCode': 'Código QR',
  'connect.tagRecent': 'Reciente',
  'connect.tagInstalled': 'Instalada',
  'connect.email': 'Correo electrónico',
  'connect.invalidEmail': 'Introduce un correo electrónico válido',
  'connect.sendingCode': 'Enviando código…',
  'connect.continue': 'Continuar',
  'connect.continueWith': 'Continuar con {provider}',

  // Connect: the host's legal links
  'connect.termsOfService': 'Términos del servicio',
  'connect.privacyPolicy': 'Política de privacidad',
  'connect.legalAgreeTerms': 'Acepto los {terms}',
  'connect.legalAgreePrivacy': 'Acepto la {privacy}',
  'connect.legalAgreeBoth': 'Acepto los {terms} y la {privacy}',
  'connect.legalHint': 'Podrás conectarte cuando lo aceptes.',
  'connect.legalFooterTerms': 'Al conectar tu billetera, aceptas nuestros {terms}',
  'connect.legalFooterPrivacy': 'Al conectar tu billetera, aceptas nuestra {privacy}',
  'connect.legalFooterBoth':
    'Al conectar tu billetera, aceptas nuestros {terms} y nuestra {privacy}',

  // AllWallets
  'connect.searchWallets': 'Buscar billeteras',
  'connect.searchWalletPlaceholder': 'Buscar billetera',
  'connect.noWalletFound': 'No se encontró ninguna billetera',
  'connect.noWalletsToShow': 'No hay billeteras para mostrar',
  'connect.directoryUnreachable': 'No se pudo acceder al directorio de billeteras.',
  'connect.directorySlow': 'El directorio de billeteras no responde.',

  // ConnectingExternal
  'connect.continueIn': 'Continúa en {wallet}',
  'connect.acceptRequest': 'Acepta la solicitud de conexión en la billetera.',

  // ConnectingWalletConnect(Basic)
  'connect.linkCopied': 'Enlace copiado',
  'connect.linkCopyFailed': 'No se pudo copiar el enlace',
  'connect.walletConnectUnavailable': 'WalletConnect no está disponible en esta app.',
  'connect.qrToConnect': 'Código QR para conectar {wallet}',
  'connect.walletConnectQr': 'Código QR de WalletConnect',
  'connect.generatingQr': 'Generando el código QR',
  'connect.scanWithWallet': 'Escanea este código QR con {wallet} en tu teléfono',
  'connect.scanWithPhone': 'Escanea este código QR con tu teléfono',
  'connect.copyLink': 'Copiar enlace',
  'connect.openMobile': 'Abrir {wallet}',
  'connect.openDesktop': 'Abrir la app de escritorio de {wallet}',
  'connect.openWeb': 'Abrir la app web de {wallet}',

  // ConnectingMultiChain
  'connect.worksOnSeveralChains':
    '{wallet} funciona en varias cadenas. Elige con cuál quieres conectarte.',
  'connect.chains': 'Cadenas',
  'connect.connected': 'Conectada',
  'connect.connectAllChains': 'Conectar todas las cadenas',
  'connect.approveStep': 'Aprueba en {wallet}: {family} ({step} de {total})',
  'connect.failedOn': '{message} en {family}',
  'connect.walletDidNotAnswerOn': 'La billetera no respondió en {family}',
  'connect.connectionDeclinedOn': 'Conexión rechazada en {family}',
  'connect.failedTryAgain': '{message}. Puedes volver a intentarlo.',

  // Networks, SwitchNetwork, UnsupportedChain
  'connect.whatIsANetwork': '¿Qué es una red?',
  'connect.familyNetworks': 'Redes de {family}',
  'connect.testnet': 'Red de prueba',
  'connect.active': 'Activa',
  'connect.switchFailed': 'No se pudo cambiar de red',
  'connect.switchDeclined': 'Cambio rechazado',
  'connect.noNetworkSelected': 'No se ha seleccionado ninguna red.',
  'connect.switchNotDone':
    'La billetera no cambió a {network}. Puedes volver a intentarlo o elegir otra red.',
  'connect.approveSwitch':
    'Aprueba el cambio en tu billetera. Si aún no conoce esta red, primero te pedirá añadirla.',
  'connect.chooseAnotherNetwork': 'Elegir otra red',
  'connect.unsupportedNetwork':
    'Esta app no es compatible con tu red actual. Cambia a una de las opciones disponibles para continuar.',
  'connect.disconnect': 'Desconectar',

  // GetWallet
  'connect.noWalletList':
    'Aquí no hay ninguna lista de billeteras disponible. Busca una billetera de criptomonedas en tu tienda de apps.',
  'connect.walletsLoadFailed': 'No se pudieron cargar las billeteras.',
  'connect.chooseWalletToInstall': 'Elige una billetera para instalarla y vuelve para conectarla.',
  'connect.walletsToGet': 'Billeteras disponibles',
  'connect.linkFor': 'para {wallet} (se abre en una pestaña nueva)',
  'connect.appStore': 'App Store',
  'connect.googlePlay': 'Google Play',
  'connect.webApp': 'App web',
  'connect.websiteAndExtension': 'Sitio web y extensión',

  // WhatIsAWallet
  'connect.walletWhatTitle': 'Tu billetera digital',
  'connect.walletWhatText':
    'Una billetera guarda tus tokens y coleccionables, y te permite enviarlos, recibirlos e intercambiarlos.',
  'connect.walletSignInTitle': 'Tu forma de iniciar sesión',
  'connect.walletSignInText':
    'En lugar de crear una cuenta y una contraseña en cada sitio, conecta tu billetera para iniciar sesión.',
  'connect.walletKeysTitle': 'Solo tuya',
  'connect.walletKeysText':
    'Solo tú tienes las claves. Nunca compartas tu frase secreta de recuperación con nadie.',
  'connect.getAWallet': 'Obtener una billetera',

  // WhatIsANetwork
  'connect.networkWhatTitle': 'El sistema detrás de tus tokens',
  'connect.networkWhatText':
    'Una red (una blockchain) registra quién posee qué. Cada token existe en una sola red.',
  'connect.networkPickTitle': 'Elige la que usa la app',
  'connect.networkPickText':
    'Cambiar de red cambia los saldos que ves y a dónde se envían las transacciones.',
  'connect.networkFeesTitle': 'Las comisiones se pagan en su propio token',
  'connect.networkFeesText':
    'Cada transacción paga una pequeña comisión de red, en el token nativo de la red.',
  'connect.chooseANetwork': 'Elegir una red',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'connect.wcPhoneOpenApp': 'Abre {wallet} en este dispositivo para aprobar la conexión.',
  'connect.wcPhoneChooseApp':
    'Elige la app de billetera de este dispositivo con la que conectarte.',
  'connect.wcChooseWalletApp': 'Elegir una app de billetera',
  'connect.wcShowQr': 'Mostrar código QR',
  'connect.wcHideQr': 'Ocultar código QR',
  'connect.wcScanFromAnotherDevice':
    'O escanea este código QR con una billetera en otro dispositivo',
}
