/** English: the buttons (first load, keep it short). Ids are 'button.<what>'. */
export const button = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.switchNetwork': 'Switch Network',
  'button.network': 'Network',
} as const
