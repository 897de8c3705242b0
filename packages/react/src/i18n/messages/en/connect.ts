/** English: Connect, AllWallets, the Connecting* wallet views, ConnectingMultiChain, Networks, SwitchNetwork, UnsupportedChain, GetWallet, WhatIsAWallet, WhatIsANetwork. Ids are '<area>.<what>'. */
export const connect = {
  'connect.allWallets': 'All wallets',

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
} as const
