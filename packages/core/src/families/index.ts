export { bip122Family, isValidBitcoinAddress } from './bip122.js'
export { BUILT_IN_FAMILIES } from './builtIn.js'
export { CAIP2_NAMESPACE, CAIP2_REFERENCE, defineChainFamily } from './defineChainFamily.js'
export {
  EIP155_WALLET_CONNECT_EVENTS,
  EIP155_WALLET_CONNECT_METHODS,
  eip155Family,
  isValidEvmAddress,
} from './eip155.js'
export { isValidSs58Address, polkadotFamily } from './polkadot.js'
export { createFamilyRegistry, type FamilyRegistry } from './registry.js'
export { isValidSolanaAddress, solanaFamily } from './solana.js'
export type {
  ChainFamily,
  FamilyFeatures,
  FamilyWalletConnect,
  WalletConnectRequest,
} from './types.js'
