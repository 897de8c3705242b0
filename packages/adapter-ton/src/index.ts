export {
  isSameTonAddress,
  isValidTonAddress,
  parseTonAddress,
  type TonAddress,
  toFriendlyTonAddress,
  toRawTonAddress,
} from './address.js'
export { isTonChainId, tonFamily } from './family.js'
export {
  TON_LOCALNET_ID,
  TON_MAINNET_ID,
  TON_NETWORKS,
  TON_TESTNET_ID,
  ton,
  tonLocalnet,
  tonTestnet,
} from './networks.js'
export type {
  ConnectEvent,
  ConnectRequest,
  DeviceInfo,
  TonAccount,
  TonConnectBridge,
  WalletEvent,
  WalletInfo,
  WalletResponse,
} from './protocol.js'
export { TonAdapter } from './TonAdapter.js'
export type {
  TonAdapterOptions,
  TonProvider,
  TonProviderAccount,
  TonSignedMessage,
} from './types.js'
