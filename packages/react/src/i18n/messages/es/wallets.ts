import type { Translation } from '../../translate.js'
import type { wallets as english } from '../en/wallets.js'

/** Spanish: wallets. */
export const wallets: Translation<typeof english> = {
  // Shared by the connect views
  'wallets.tryAgain': 'Reintentar',
  'wallets.goBack': 'Volver',
  'wallets.loadingWallets': 'Cargando billeteras',
  'wallets.connectionDeclined': 'Conexión rechazada',
  'wallets.connectionNotCompleted': 'La conexión no se completó. Puedes volver a intentarlo.',
  'wallets.noWalletSelected': 'No se ha seleccionado ninguna billetera.',
  'wallets.walletDidNotAnswer': 'La billetera no respondió',
  'wallets.switchingTo': 'Cambiando a {network}',

  // AllWallets
  'wallets.searchWallets': 'Buscar billeteras',
  'wallets.searchWalletPlaceholder': 'Buscar billetera',
  'wallets.noWalletFound': 'No se encontró ninguna billetera',
  'wallets.noWalletsToShow': 'No hay billeteras para mostrar',
  'wallets.directoryUnreachable': 'No se pudo acceder al directorio de billeteras.',
  'wallets.directorySlow': 'El directorio de billeteras no responde.',

  // ConnectingExternal
  'wallets.continueIn': 'Continúa en {wallet}',
  'wallets.acceptRequest': 'Acepta la solicitud de conexión en la billetera.',

  // ConnectingWalletConnect(Basic)
  'wallets.linkCopied': 'Enlace copiado',
  'wallets.linkCopyFailed': 'No se pudo copiar el enlace',
  'wallets.walletConnectUnavailable': 'WalletConnect no está disponible en esta app.',
  'wallets.qrToConnect': 'Código QR para conectar {wallet}',
  'wallets.walletConnectQr': 'Código QR de WalletConnect',
  'wallets.generatingQr': 'Generando el código QR',
  'wallets.scanWithWallet': 'Escanea este código QR con {wallet} en tu teléfono',
  'wallets.scanWithPhone': 'Escanea este código QR con tu teléfono',
  'wallets.copyLink': 'Copiar enlace',
  'wallets.openMobile': 'Abrir {wallet}',
  'wallets.openDesktop': 'Abrir la app de escritorio de {wallet}',
  'wallets.openWeb': 'Abrir la app web de {wallet}',

  // ConnectingMultiChain
  'wallets.worksOnSeveralChains':
    '{wallet} funciona en varias cadenas. Elige con cuál quieres conectarte.',
  'wallets.chains': 'Cadenas',
  'wallets.connected': 'Conectada',
  'wallets.connectAllChains': 'Conectar todas las cadenas',
  'wallets.approveStep': 'Aprueba en {wallet}: {family} ({step} de {total})',
  'wallets.failedOn': '{message} en {family}',
  'wallets.walletDidNotAnswerOn': 'La billetera no respondió en {family}',
  'wallets.connectionDeclinedOn': 'Conexión rechazada en {family}',
  'wallets.failedTryAgain': '{message}. Puedes volver a intentarlo.',

  // Networks, SwitchNetwork, UnsupportedChain
  'wallets.whatIsANetwork': '¿Qué es una red?',
  'wallets.familyNetworks': 'Redes de {family}',
  'wallets.testnet': 'Red de prueba',
  'wallets.active': 'Activa',
  'wallets.switchFailed': 'No se pudo cambiar de red',
  'wallets.switchDeclined': 'Cambio rechazado',
  'wallets.noNetworkSelected': 'No se ha seleccionado ninguna red.',
  'wallets.switchNotDone':
    'La billetera no cambió a {network}. Puedes volver a intentarlo o elegir otra red.',
  'wallets.approveSwitch':
    'Aprueba el cambio en tu billetera. Si aún no conoce esta red, primero te pedirá añadirla.',
  'wallets.chooseAnotherNetwork': 'Elegir otra red',
  'wallets.unsupportedNetwork':
    'Esta app no es compatible con tu red actual. Cambia a una de las opciones disponibles para continuar.',
  'wallets.disconnect': 'Desconectar',

  // GetWallet
  'wallets.noWalletList':
    'Aquí no hay ninguna lista de billeteras disponible. Busca una billetera de criptomonedas en tu tienda de apps.',
  'wallets.walletsLoadFailed': 'No se pudieron cargar las billeteras.',
  'wallets.chooseWalletToInstall': 'Elige una billetera para instalarla y vuelve para conectarla.',
  'wallets.walletsToGet': 'Billeteras disponibles',
  'wallets.linkFor': 'para {wallet} (se abre en una pestaña nueva)',
  'wallets.appStore': 'App Store',
  'wallets.googlePlay': 'Google Play',
  'wallets.webApp': 'App web',
  'wallets.websiteAndExtension': 'Sitio web y extensión',

  // WhatIsAWallet
  'wallets.walletWhatTitle': 'Tu billetera digital',
  'wallets.walletWhatText':
    'Una billetera guarda tus tokens y coleccionables, y te permite enviarlos, recibirlos e intercambiarlos.',
  'wallets.walletSignInTitle': 'Tu forma de iniciar sesión',
  'wallets.walletSignInText':
    'En lugar de crear una cuenta y una contraseña en cada sitio, conecta tu billetera para iniciar sesión.',
  'wallets.walletKeysTitle': 'Solo tuya',
  'wallets.walletKeysText':
    'Solo tú tienes las claves. Nunca compartas tu frase secreta de recuperación con nadie.',
  'wallets.getAWallet': 'Obtener una billetera',

  // WhatIsANetwork
  'wallets.networkWhatTitle': 'El sistema detrás de tus tokens',
  'wallets.networkWhatText':
    'Una red (una blockchain) registra quién posee qué. Cada token existe en una sola red.',
  'wallets.networkPickTitle': 'Elige la que usa la app',
  'wallets.networkPickText':
    'Cambiar de red cambia los saldos que ves y a dónde se envían las transacciones.',
  'wallets.networkFeesTitle': 'Las comisiones se pagan en su propio token',
  'wallets.networkFeesText':
    'Cada transacción paga una pequeña comisión de red, en el token nativo de la red.',
  'wallets.chooseANetwork': 'Elegir una red',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'wallets.wcPhoneOpenApp': 'Abre {wallet} en este dispositivo para aprobar la conexión.',
  'wallets.wcPhoneChooseApp':
    'Elige la app de billetera de este dispositivo con la que conectarte.',
  'wallets.wcChooseWalletApp': 'Elegir una app de billetera',
  'wallets.wcShowQr': 'Mostrar código QR',
  'wallets.wcHideQr': 'Ocultar código QR',
  'wallets.wcScanFromAnotherDevice':
    'O escanea este código QR con una billetera en otro dispositivo',
}
