import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Spanish: connect. */
export const connect: Translation<typeof english> = {
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
