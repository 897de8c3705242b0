import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** French: connect. */
export const connect: Translation<typeof english> = {
  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'connect.wcPhoneOpenApp': 'Ouvrez {wallet} sur cet appareil pour approuver la connexion.',
  'connect.wcPhoneChooseApp':
    'Choisissez l’application de portefeuille de cet appareil avec laquelle vous connecter.',
  'connect.wcChooseWalletApp': 'Choisir une application de portefeuille',
  'connect.wcShowQr': 'Afficher le code QR',
  'connect.wcHideQr': 'Masquer le code QR',
  'connect.wcScanFromAnotherDevice':
    'Ou scannez ce code QR avec un portefeuille sur un autre appareil',
}
