/** English: the account picker (a wallet with several accounts) and the families' connection state (namespace-filtered Connect). Ids are 'accounts.<what>'. */
export const accounts = {
  // Connect, filtered to one family (a network of a family with no connection was picked)
  'accounts.connectFamily': 'Connect a {family} wallet',
  'accounts.othersStayConnected': {
    one: 'Your {families} wallet stays connected.',
    other: 'Your {families} wallets stay connected.',
  },

  // Networks: which families are connected
  'accounts.connected': 'Connected',
  'accounts.notConnected': 'Not connected',

  // SelectAccount (the account picker)
  'accounts.pickerIntro': {
    one: '{wallet} shares 1 account with this site.',
    other: '{wallet} shares {count} accounts with this site. Choose the one to use.',
  },
  'accounts.pickerIntroLater': 'Choose the account to use on this site.',
  'accounts.listLabel': 'Accounts',
  'accounts.active': 'Active',
  'accounts.switching': 'Switching to {account}',
  'accounts.switched': 'Switched to {account}',
  'accounts.switchFailed': 'Could not switch account',
  'accounts.numbered': 'Account {number}',
  'accounts.typePayment': 'Payment',
  'accounts.typeOrdinal': 'Ordinals',
  'accounts.nothingToChoose': 'The connected wallet shares a single account.',

  // AccountSettings: the way back to the picker
  'accounts.switchAccount': 'Switch account',
  'accounts.accountCount': { one: '1 account', other: '{count} accounts' },
} as const
