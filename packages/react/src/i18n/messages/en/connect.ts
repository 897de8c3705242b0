/** English: Connect, AllWallets, the Connecting* wallet views, ConnectingMultiChain, Networks, SwitchNetwork, UnsupportedChain, GetWallet, WhatIsAWallet, WhatIsANetwork. Ids are '<area>.<what>'. */
export const connect = {
  // Shared by the connect views
  'connect.tryAgain': 'Try again',
  'connect.goBack': 'Go back',
  'connect.loadingWallets': 'Loading wallets',
  'connect.allWallets': 'All wallets',
  'connect.connectionDeclined': 'Connection declined',
  'connect.connectionNotCompleted': 'The connection was not completed. You can try again.',
  'connect.noWalletSelected': 'No wallet selected.',
  'connect.walletDidNotAnswer': 'The wallet did not answer',
  'connect.switchingTo': 'Switching to {network}',

  // Connect
  'connect.or': 'or',
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.waysToConnect': 'Ways to connect',
  'connect.noWallet': "I don't have a wallet",
  'connect.wallets': 'Wallets',
  'connect.noWalletDetected': 'No wallet detected in this browser.',
  'connect.browse': 'Browse',
  'connect.tagQrCode': 'QR code',
  'connect.tagRecent': 'Recent',
  'connect.tagInstalled': 'Installed',
  'connect.email': 'Email',
  'connect.invalidEmail': 'Enter a valid email',
  'connect.sendingCode': 'Sending code…',
  'connect.continue': 'Continue',
  'connect.continueWith': 'Continue with {provider}',

  // Connect: the host's legal links
  'connect.termsOfService': 'Terms of Service',
  'connect.privacyPolicy': 'Privacy Policy',
  'connect.legalAgreeTerms': 'I agree to the {terms}',
  'connect.legalAgreePrivacy': 'I agree to the {privacy}',
  'connect.legalAgreeBoth': 'I agree to the {terms} and {privacy}',
  'connect.legalHint': 'Connecting is available once you agree.',
  'connect.legalFooterTerms': 'By connecting your wallet, you agree to our {terms}',
  'connect.legalFooterPrivacy': 'By connecting your wallet, you agree to our {privacy}',
  'connect.legalFooterBoth': 'By connecting your wallet, you agree to our {terms} and {privacy}',

  // AllWallets
  'connect.searchWallets': 'Search wallets',
  'connect.searchWalletPlaceholder': 'Search wallet',
  'connect.noWalletFound': 'No wallet found',
  'connect.noWalletsToShow': 'No wallets to show',
  'connect.directoryUnreachable': 'The wallet directory could not be reached.',
  'connect.directorySlow': 'The wallet directory is not answering.',

  // ConnectingExternal
  'connect.continueIn': 'Continue in {wallet}',
  'connect.acceptRequest': 'Accept the connection request in the wallet.',

  // ConnectingWalletConnect(Basic)
  'connect.linkCopied': 'Link copied',
  'connect.linkCopyFailed': 'Could not copy the link',
  'connect.walletConnectUnavailable': 'WalletConnect is not available in this app.',
  'connect.qrToConnect': 'QR code to connect {wallet}',
  'connect.walletConnectQr': 'WalletConnect QR code',
  'connect.generatingQr': 'Generating the QR code',
  'connect.scanWithWallet': 'Scan this QR code with {wallet} on your phone',
  'connect.scanWithPhone': 'Scan this QR code with your phone',
  'connect.copyLink': 'Copy link',
  'connect.openMobile': 'Open {wallet}',
  'connect.openDesktop': 'Open {wallet} desktop app',
  'connect.openWeb': 'Open {wallet} web app',

  // ConnectingMultiChain
  'connect.worksOnSeveralChains': '{wallet} works on several chains. Choose the one to connect.',
  'connect.chains': 'Chains',
  'connect.connected': 'Connected',
  'connect.connectAllChains': 'Connect all chains',
  'connect.approveStep': 'Approve in {wallet}: {family} ({step} of {total})',
  'connect.failedOn': '{message} on {family}',
  'connect.walletDidNotAnswerOn': 'The wallet did not answer on {family}',
  'connect.connectionDeclinedOn': 'Connection declined on {family}',
  'connect.failedTryAgain': '{message}. You can try again.',

  // Networks, SwitchNetwork, UnsupportedChain
  'connect.whatIsANetwork': 'What is a network?',
  'connect.familyNetworks': '{family} networks',
  'connect.testnet': 'Testnet',
  'connect.active': 'Active',
  'connect.switchFailed': 'Could not switch network',
  'connect.switchDeclined': 'Switch declined',
  'connect.noNetworkSelected': 'No network selected.',
  'connect.switchNotDone':
    'The wallet did not switch to {network}. You can try again or choose another network.',
  'connect.approveSwitch':
    'Approve the switch in your wallet. If it does not know this network yet, it asks to add it first.',
  'connect.chooseAnotherNetwork': 'Choose another network',
  'connect.unsupportedNetwork':
    "This app doesn't support your current network. Switch to an available option to continue.",
  'connect.disconnect': 'Disconnect',

  // GetWallet
  'connect.noWalletList':
    'No wallet list is available here. Search your app store for a crypto wallet.',
  'connect.walletsLoadFailed': 'Could not load wallets.',
  'connect.chooseWalletToInstall': 'Choose a wallet to install, then come back to connect it.',
  'connect.walletsToGet': 'Wallets to get',
  'connect.linkFor': 'for {wallet} (opens in a new tab)',
  'connect.appStore': 'App Store',
  'connect.googlePlay': 'Google Play',
  'connect.webApp': 'Web app',
  'connect.websiteAndExtension': 'Website & extension',

  // WhatIsAWallet
  'connect.walletWhatTitle': 'Your digital wallet',
  'connect.walletWhatText':
    'A wallet holds your tokens and collectibles and lets you send, receive and swap them.',
  'connect.walletSignInTitle': 'Your way to sign in',
  'connect.walletSignInText':
    'Instead of a new account and password on every site, connect your wallet to sign in.',
  'connect.walletKeysTitle': 'Yours to keep',
  'connect.walletKeysText':
    'Only you hold the keys. Never share your secret recovery phrase with anyone.',
  'connect.getAWallet': 'Get a wallet',

  // WhatIsANetwork
  'connect.networkWhatTitle': 'The system behind your tokens',
  'connect.networkWhatText':
    'A network (a blockchain) records who owns what. Each token lives on one network.',
  'connect.networkPickTitle': 'Pick the one the app uses',
  'connect.networkPickText':
    'Switching network changes which balances you see and where transactions are sent.',
  'connect.networkFeesTitle': 'Fees are paid in its own token',
  'connect.networkFeesText':
    'Every transaction pays a small network fee, in the network’s native token.',
  'connect.chooseANetwork': 'Choose a network',

  // ConnectingWalletConnect on a phone (issue 20): the app leads, the QR code is behind a button
  'connect.wcPhoneOpenApp': 'Open {wallet} on this device to approve the connection.',
  'connect.wcPhoneChooseApp': 'Choose the wallet app on this device to connect with.',
  'connect.wcChooseWalletApp': 'Choose a wallet app',
  'connect.wcShowQr': 'Show QR code',
  'connect.wcHideQr': 'Hide QR code',
  'connect.wcScanFromAnotherDevice': 'Or scan this QR code with a wallet on another device',
} as const
