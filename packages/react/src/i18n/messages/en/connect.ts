/** English: Connect, AllWallets, the Connecting* wallet views, ConnectingMultiChain, Networks, SwitchNetwork, UnsupportedChain, GetWallet, WhatIsAWallet, WhatIsANetwork. Ids are '<area>.<what>'. */
export const connect = {
  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'connect.wcPhoneOpenApp': 'Open {wallet} on this device to approve the connection.',
  'connect.wcPhoneChooseApp': 'Choose the wallet app on this device to connect with.',
  'connect.wcChooseWalletApp': 'Choose a wallet app',
  'connect.wcShowQr': 'Show QR code',
  'connect.wcHideQr': 'Hide QR code',
  'connect.wcScanFromAnotherDevice': 'Or scan this QR code with a wallet on another device',
} as const
