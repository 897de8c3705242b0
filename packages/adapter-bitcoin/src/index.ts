export { BitcoinAdapter } from './BitcoinAdapter.js'
export { BitcoinWalletError, toBitcoinError } from './bitcoinErrors.js'
export { type BitcoinWalletEntry, discoverBitcoinWallets } from './discoverWallets.js'
export {
  addressNetworkKind,
  bitcoin,
  bitcoinNetworks,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
  bitcoinTestnet4,
  pickNetwork,
  type SatsConnectNetworkName,
  satsConnectNetworkName,
} from './networks.js'
export type {
  BitcoinAdapterOptions,
  BitcoinMessageProtocol,
  BitcoinSignMessageParams,
  BitcoinSignMessageResult,
  BitcoinTransferParams,
} from './types.js'
export {
  WALLET_CONNECT_BIP122_EVENTS,
  WALLET_CONNECT_BIP122_METHODS,
} from './walletConnectBitcoin.js'
