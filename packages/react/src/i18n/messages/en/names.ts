/** English: RegisterAccountName, RegisterAccountNameSuccess, SIWXSignMessage (ConnectingSiwe). Ids are '<area>.<what>'. */
export const names = {
  // RegisterAccountName
  'names.label': 'Choose a name for your account',
  'names.placeholder': 'your-name',
  'names.rule': 'At least 4 characters; only letters, digits and hyphen.',
  'names.checking': 'Checking…',
  'names.available': '{name} is available',
  'names.taken': '{name} is taken',
  'names.register': 'Register',
  'names.registering': 'Registering',
  'names.registeringBusy': 'Registering…',
  // RegisterAccountNameSuccess
  'names.success': '{name} is now your account name.',
  'names.backToAccount': 'Back to account',
  // SIWXSignMessage (ConnectingSiwe)
  'names.siwxLoading': 'Loading',
  'names.siwxThisApp': 'This app',
  'names.siwxTitle': '{name} needs to connect to your wallet',
  'names.siwxTextRequired':
    'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  'names.siwxText':
    'Sign this message to prove you own this wallet and proceed. Canceling will close this.',
  'names.siwxCancel': 'Cancel',
  'names.siwxSign': 'Sign',
  'names.siwxSigning': 'Signing…',
} as const
