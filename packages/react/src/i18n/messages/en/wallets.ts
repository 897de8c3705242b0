/** English: the wallet views — AllWallets, ConnectingExternal, ConnectingWalletConnect, ConnectingMultiChain — and Networks, SwitchNetwork, UnsupportedChain, GetWallet, WhatIsAWallet, WhatIsANetwork. Ids are 'wallets.<what>'. */
export const wallets = {
  // Shared by the connect views
  'wallets.tryAgain': 'Try again',
  'wallets.goBack': 'Go back',
  'wallets.loadingWallets': 'Loading wallets',
  'wallets.connectionDeclined': 'Connection declined',
  'wallets.connectionNotCompleted': 'The connection was not completed. You can try again.',
  'wallets.noWalletSelected': 'No wallet selected.',
  'wallets.walletDidNotAnswer': 'The wallet did not answer',
  'wallets.switchingTo': 'Switching to {network}',

  // AllWallets
  'wallets.searchWallets': 'Search wallets',
  'wallets.searchWalletPlaceholder': 'Search wallet',
  'wallets.noWalletFound': 'No wallet found',
  'wallets.noWalletsToShow': 'No wallets to show',
  'wallets.directoryUnreachable': 'The wallet directory could not be reached.',
  'wallets.directorySlow': 'The wallet directory is not answering.',

  // ConnectingExternal
  'wallets.continueIn': 'Continue in {wallet}',
  'wallets.acceptRequest': 'Accept the connection request in the wallet.',

  // ConnectingWalletConnect(Basic)
  'wallets.linkCopied': 'Link copied',
  'wallets.linkCopyFailed': 'Could not copy the link',
  'wallets.walletConnectUnavailable': 'WalletConnect is not available in this app.',
  'wallets.qrToConnect': 'QR code to connect {wallet}',
  'wallets.walletConnectQr': 'WalletConnect QR code',
  'wallets.generatingQr': 'Generating the QR code',
  'wallets.scanWithWallet': 'Scan this QR code with {wallet} on your phone',
  'wallets.scanWithPhone': 'Scan this QR code with your phone',
  'wallets.copyLink': 'Copy link',
  'wallets.openMobile': 'Open {wallet}',
  'wallets.openDesktop': 'Open {wallet} desktop app',
  'wallets.openWeb': 'Open {wallet} web app',

  // ConnectingMultiChain
  'wallets.worksOnSeveralChains': '{wallet} works on several chains. Choose the one to connect.',
  'wallets.chains': 'Chains',
  'wallets.connected': 'Connected',
  'wallets.connectAllChains': 'Connect all chains',
  'wallets.approveStep': 'Approve in {wallet}: {family} ({step} of {total})',
  'wallets.failedOn': '{message} on {family}',
  'wallets.walletDidNotAnswerOn': 'The wallet did not answer on {family}',
  'wallets.connectionDeclinedOn': 'Connection declined on {family}',
  'wallets.failedTryAgain': '{message}. You can try again.',

  // Networks, SwitchNetwork, UnsupportedChain
  'wallets.whatIsANetwork': 'What is a network?',
  'wallets.familyNetworks': '{family} networks',
  'wallets.testnet': 'Testnet',
  'wallets.active': 'Active',
  'wallets.switchFailed': 'Could not switch network',
  'wallets.switchDeclined': 'Switch declined',
  'wallets.noNetworkSelected': 'No network selected.',
  'wallets.switchNotDone':
    'The wallet did not switch to {network}. You can try again or choose another network.',
  'wallets.approveSwitch':
    'Approve the switch in your wallet. If it does not know this network yet, it asks to add it first.',
  'wallets.chooseAnotherNetwork': 'Choose another network',
  'wallets.unsupportedNetwork':
    "This app doesn't support your current network. Switch to an available option to continue.",
  'wallets.disconnect': 'Disconnect',

  // GetWallet
  'wallets.noWalletList':
    'No wallet list is available here. Search your app store for a crypto wallet.',
  'wallets.walletsLoadFailed': 'Could not load wallets.',
  'wallets.chooseWalletToInstall': 'Choose a wallet to install, then come back to connect it.',
  'wallets.walletsToGet': 'Wallets to get',
  'wallets.linkFor': 'for {wallet} (opens in a new tab)',
  'wallets.appStore': 'App Store',
  'wallets.googlePlay': 'Google Play',
  'wallets.webApp': 'Web app',
  'wallets.websiteAndExtension': 'Website & extension',

  // WhatIsAWallet
  'wallets.walletWhatTitle': 'Your digital wallet',
  'wallets.walletWhatText':
    'A wallet holds your tokens and collectibles and lets you send, receive and swap them.',
  'wallets.walletSignInTitle': 'Your way to sign in',
  'wallets.walletSignInText':
    'Instead of a new account and password on every site, connect your wallet to sign in.',
  'wallets.walletKeysTitle': 'Yours to keep',
  'wallets.walletKeysText':
    'Only you hold the keys. Never share your secret recovery phrase with anyone.',
  'wallets.getAWallet': 'Get a wallet',

  // WhatIsANetwork
  'wallets.networkWhatTitle': 'The system behind your tokens',
  'wallets.networkWhatText':
    'A network (a blockchain) records who owns what. Each token lives on one network.',
  'wallets.networkPickTitle': 'Pick the one the app uses',
  'wallets.networkPickText':
    'Switching network changes which balances you see and where transactions are sent.',
  'wallets.networkFeesTitle': 'Fees are paid in its own token',
  'wallets.networkFeesText':
    'Every transaction pays a small network fee, in the network’s native token.',
  'wallets.chooseANetwork': 'Choose a network',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'wallets.wcPhoneOpenApp': 'Open {wallet} on this device to approve the connection.',
  'wallets.wcPhoneChooseApp': 'Choose the wallet app on this device to connect with.',
  'wallets.wcChooseWalletApp': 'Choose a wallet app',
  'wallets.wcShowQr': 'Show QR code',
  'wallets.wcHideQr': 'Hide QR code',
  'wallets.wcScanFromAnotherDevice': 'Or scan this QR code with a wallet on another device',
} as const
