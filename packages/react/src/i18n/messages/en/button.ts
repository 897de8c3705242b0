/** English: the buttons (first load, keep it short). Ids are 'button.<what>'. */
export const button = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.switchNetwork': 'Switch Network',
  'button.network': 'Network',
  /** A chain family's connection state on the buttons; `{family}` is its name (EVM, Solana). */
  'button.familyConnected': '{family} connected',
  'button.familyNotConnected': '{family} not connected',
} as const
