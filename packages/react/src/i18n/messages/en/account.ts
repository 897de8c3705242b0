/** English: Account and its tabs (tokens, NFTs, activity), AccountSettings, Transactions, OnRamp, Receive. Ids are 'account.<what>'. */
export const account = {
  // Shared by the account views.
  'account.noAccount': 'No account is connected.',
  'account.connectWallet': 'Connect a wallet',
  'account.goBack': 'Go back',
  'account.disconnect': 'Disconnect',
  'account.copyAddress': 'Copy address',
  'account.copyFailed': 'Could not copy the address',
  'account.addressCopied': 'Address copied',
  'account.tryAgain': 'Try again',

  // Account.
  'account.chooseName': 'Choose a name',
  'account.changeNetwork': 'Change network',
  'account.networkLabel': 'Network:',
  'account.tabsLabel': 'Account',
  'account.tab.tokens': 'Tokens',
  'account.tab.nfts': 'NFTs',
  'account.tab.activity': 'Activity',
  'account.feature.onramp': 'Buy',
  'account.feature.swaps': 'Swap',
  'account.feature.receive': 'Receive',
  'account.feature.send': 'Send',
  'account.connectedWallet': 'Connected wallet',
  'account.settingsButton': 'Account settings',

  // Tokens and NFTs tabs.
  'account.tokens.empty': 'No tokens yet',
  'account.tokens.emptyText': 'Tokens you hold appear here.',
  'account.nfts.failed': 'Failed to fetch NFTs',
  'account.nfts.loading': 'Loading NFTs',
  'account.nfts.empty': 'No NFTs yet',
  'account.nfts.emptyText': 'Collectibles you hold appear here.',

  // Activity tab and Transactions.
  'account.activity.op.send': 'Sent',
  'account.activity.op.receive': 'Received',
  'account.activity.op.approve': 'Approved',
  'account.activity.op.execute': 'Contract call',
  'account.activity.op.deploy': 'Deployed a contract',
  'account.activity.op.mint': 'Minted',
  'account.activity.op.burn': 'Burned',
  'account.activity.op.trade': 'Swapped',
  'account.activity.op.onramp': 'Bought',
  'account.activity.via': '{label} via {provider}',
  'account.activity.from': '{label} from {address}',
  'account.activity.to': '{label} to {address}',
  'account.activity.unknownProvider': 'an on-ramp provider',
  'account.activity.swapLine': '{out} → {in}',
  'account.activity.noTransfers': 'No transfers',
  'account.activity.failed': 'Failed',
  'account.activity.pending': 'Pending',
  'account.activity.explorer': 'View on explorer (opens in a new tab)',
  'account.activity.fetchFailed': 'Failed to fetch transactions',
  'account.activity.loading': 'Loading activity',
  'account.activity.empty': 'No activity yet',
  'account.activity.emptyText': 'Your transactions will appear here.',
  'account.activity.loadingMore': 'Loading…',
  'account.activity.loadMore': 'Load more',
  'account.activity.viewAll': 'View all activity',

  // AccountSettings.
  'account.settings.list': 'Settings',
  'account.settings.network': 'Network',
  'account.settings.email': 'Email',
  'account.settings.updateEmail': 'Update email',
  'account.settings.updateEmailLabel': 'Update email {email}',
  'account.settings.accountType': 'Account type',
  'account.settings.active': 'Active',
  'account.settings.switched': 'Switched to {type}',
  'account.type.eoa': 'Standard account',
  'account.type.smartAccount': 'Smart account',
  'account.type.payment': 'Payment',
  'account.type.ordinal': 'Ordinals',

  // OnRamp (Buy).
  'account.onramp.provider': 'Provider',
  'account.onramp.asset': 'Asset',
  'account.onramp.amount': 'Amount (USD)',
  'account.onramp.fee': '{percent}% fee',
  'account.onramp.feeRange': '{min}–{max}% fee',
  'account.onramp.amountError': 'Enter an amount in USD, like 50 or 49.99',
  'account.onramp.noProvider':
    'No provider sells on this network. Switch to another network to buy.',
  'account.onramp.continue': 'Continue with {provider}',
  'account.onramp.preparing': 'Opening {provider}…',
  'account.onramp.opensIn':
    '{provider} opens in a new window with your address and {network} filled in.',
  'account.onramp.opensInAnyNetwork':
    '{provider} opens in a new window with your address and network filled in.',
  'account.onramp.arrived': 'Funds arrived',
  'account.onramp.arrivedText': '{amount} arrived in your account.',
  'account.onramp.backToAccount': 'Back to account',
  'account.onramp.stillOnItsWay': 'Still on its way?',
  'account.onramp.timeoutText':
    'Nothing from {provider} has arrived yet. A purchase can take longer; its funds will show in your account when they land.',
  'account.onramp.keepWaiting': 'Keep waiting',
  'account.onramp.waitingFor': 'Waiting for {asset} from {provider}',
  'account.onramp.complete': 'Complete your purchase on {provider}',
  'account.onramp.blocked':
    'Your browser blocked the {provider} window. Open it with the link below.',
  'account.onramp.openedWindow':
    '{provider} opened in a new window. Your {asset} will show here once it arrives.',
  'account.onramp.openedTab':
    '{provider} opened in a new tab. Your {asset} will show here once it arrives.',
  'account.onramp.minutesLeft': {
    one: 'Waiting up to {minutes} min more',
    other: 'Waiting up to {minutes} min more',
  },
  'account.onramp.secondsLeft': {
    one: 'Waiting up to {seconds} s more',
    other: 'Waiting up to {seconds} s more',
  },
  'account.onramp.open': 'Open {provider}',
  'account.onramp.stop': 'Stop waiting',

  // Receive.
  'account.receive.qrLabel': 'QR code of your {family} address',
  'account.receive.qrLabelPlain': 'QR code of your address',
  'account.receive.copied': 'Copied',
  'account.receive.networks': {
    one: 'Network for this address',
    other: 'Networks for this address',
  },
  'account.receive.warningNetwork':
    'Only send assets on {network} to this address. Assets sent on any other network may be lost.',
  'account.receive.warningFamily':
    'Only send assets on the {family} networks listed here to this address. Assets sent on any other network may be lost.',
  'account.receive.warningListed':
    'Only send assets on the networks listed here to this address. Assets sent on any other network may be lost.',
} as const
