import type { Translation } from '../../translate.js'
import type { account as english } from '../en/account.js'

/** Spanish: account. */
export const account: Translation<typeof english> = {
  'account.noAccount': 'No hay ninguna cuenta conectada.',
  'account.connectWallet': 'Conectar una billetera',
  'account.goBack': 'Volver',
  'account.disconnect': 'Desconectar',
  'account.copyAddress': 'Copiar dirección',
  'account.copyFailed': 'No se pudo copiar la dirección',
  'account.addressCopied': 'Dirección copiada',
  'account.tryAgain': 'Reintentar',

  'account.chooseName': 'Elegir un nombre',
  'account.changeNetwork': 'Cambiar de red',
  'account.networkLabel': 'Red:',
  'account.tabsLabel': 'Cuenta',
  'account.tab.tokens': 'Tokens',
  'account.tab.nfts': 'NFT',
  'account.tab.activity': 'Actividad',
  'account.feature.onramp': 'Comprar',
  'account.feature.swaps': 'Intercambiar',
  'account.feature.receive': 'Recibir',
  'account.feature.send': 'Enviar',
  'account.connectedWallet': 'Billetera conectada',
  'account.settingsButton': 'Ajustes de la cuenta',

  'account.tokens.empty': 'Aún no hay tokens',
  'account.tokens.emptyText': 'Los tokens que tengas aparecerán aquí.',
  'account.nfts.failed': 'No se pudieron obtener los NFT',
  'account.nfts.loading': 'Cargando NFT',
  'account.nfts.empty': 'Aún no hay NFT',
  'account.nfts.emptyText': 'Los coleccionables que tengas aparecerán aquí.',

  'account.activity.op.send': 'Enviado',
  'account.activity.op.receive': 'Recibido',
  'account.activity.op.approve': 'Aprobado',
  'account.activity.op.execute': 'Llamada a contrato',
  'account.activity.op.deploy': 'Contrato desplegado',
  'account.activity.op.mint': 'Acuñado',
  'account.activity.op.burn': 'Quemado',
  'account.activity.op.trade': 'Intercambiado',
  'account.activity.op.onramp': 'Comprado',
  'account.activity.via': '{label} mediante {provider}',
  'account.activity.from': '{label} de {address}',
  'account.activity.to': '{label} a {address}',
  'account.activity.unknownProvider': 'un proveedor de compra',
  'account.activity.swapLine': '{out} → {in}',
  'account.activity.noTransfers': 'Sin transferencias',
  'account.activity.failed': 'Fallida',
  'account.activity.pending': 'Pendiente',
  'account.activity.explorer': 'Ver en el explorador (se abre en una pestaña nueva)',
  'account.activity.fetchFailed': 'No se pudieron obtener las transacciones',
  'account.activity.loading': 'Cargando actividad',
  'account.activity.empty': 'Aún no hay actividad',
  'account.activity.emptyText': 'Tus transacciones aparecerán aquí.',
  'account.activity.loadingMore': 'Cargando…',
  'account.activity.loadMore': 'Cargar más',
  'account.activity.viewAll': 'Ver toda la actividad',

  'account.settings.list': 'Ajustes',
  'account.settings.network': 'Red',
  'account.settings.email': 'Correo electrónico',
  'account.settings.updateEmail': 'Cambiar correo',
  'account.settings.updateEmailLabel': 'Cambiar el correo {email}',
  'account.settings.accountType': 'Tipo de cuenta',
  'account.settings.active': 'Activa',
  'account.settings.switched': 'Cambiado a {type}',
  'account.type.eoa': 'Cuenta estándar',
  'account.type.smartAccount': 'Cuenta inteligente',
  'account.type.payment': 'Pagos',
  'account.type.ordinal': 'Ordinals',

  'account.onramp.provider': 'Proveedor',
  'account.onramp.asset': 'Activo',
  'account.onramp.amount': 'Importe (USD)',
  'account.onramp.fee': 'Comisión del {percent} %',
  'account.onramp.feeRange': 'Comisión del {min} al {max} %',
  'account.onramp.amountError': 'Introduce un importe en USD, como 50 o 49.99',
  'account.onramp.noProvider':
    'Ningún proveedor vende en esta red. Cambia a otra red para comprar.',
  'account.onramp.continue': 'Continuar con {provider}',
  'account.onramp.preparing': 'Abriendo {provider}…',
  'account.onramp.opensIn':
    '{provider} se abre en una ventana nueva con tu dirección y la red {network} ya indicadas.',
  'account.onramp.opensInAnyNetwork':
    '{provider} se abre en una ventana nueva con tu dirección y la red ya indicadas.',
  'account.onramp.arrived': 'Fondos recibidos',
  'account.onramp.arrivedText': 'Han llegado {amount} a tu cuenta.',
  'account.onramp.backToAccount': 'Volver a la cuenta',
  'account.onramp.stillOnItsWay': '¿Todavía en camino?',
  'account.onramp.timeoutText':
    'Aún no ha llegado nada de {provider}. Una compra puede tardar más; sus fondos aparecerán en tu cuenta cuando lleguen.',
  'account.onramp.keepWaiting': 'Seguir esperando',
  'account.onramp.waitingFor': 'Esperando {asset} de {provider}',
  'account.onramp.complete': 'Completa tu compra en {provider}',
  'account.onramp.blocked':
    'Tu navegador bloqueó la ventana de {provider}. Ábrela con el enlace de abajo.',
  'account.onramp.openedWindow':
    '{provider} se abrió en una ventana nueva. Tu {asset} aparecerá aquí en cuanto llegue.',
  'account.onramp.openedTab':
    '{provider} se abrió en una pestaña nueva. Tu {asset} aparecerá aquí en cuanto llegue.',
  'account.onramp.minutesLeft': {
    one: 'Esperando hasta {minutes} min más',
    other: 'Esperando hasta {minutes} min más',
  },
  'account.onramp.secondsLeft': {
    one: 'Esperando hasta {seconds} s más',
    other: 'Esperando hasta {seconds} s más',
  },
  'account.onramp.open': 'Abrir {provider}',
  'account.onramp.stop': 'Dejar de esperar',

  'account.receive.qrLabel': 'Código QR de tu dirección de {family}',
  'account.receive.qrLabelPlain': 'Código QR de tu dirección',
  'account.receive.copied': 'Copiada',
  'account.receive.networks': {
    one: 'Red de esta dirección',
    other: 'Redes de esta dirección',
  },
  'account.receive.warningNetwork':
    'Envía activos a esta dirección solo en {network}. Los activos enviados en cualquier otra red podrían perderse.',
  'account.receive.warningFamily':
    'Envía activos a esta dirección solo en las redes de {family} que aparecen aquí. Los activos enviados en cualquier otra red podrían perderse.',
  'account.receive.warningListed':
    'Envía activos a esta dirección solo en las redes que aparecen aquí. Los activos enviados en cualquier otra red podrían perderse.',
}
