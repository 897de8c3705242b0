// @gangway/core/eip155: the EVM family's shared pieces, for EVM adapters (wagmi, ethers and any
// other EIP-1193 based one): EIP-6963 discovery, chain switching, ERC-20 calls, EIP-5792 /
// ERC-7811 assets, WalletConnect over EIP-1193, error mapping.

export { toEvmAccountEntry } from './evm/accounts.js'
export {
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_NAME,
  announceEip1193Provider,
  authWallet,
  createEvmWalletDiscovery,
  type DiscoveredEvmWallet,
  type DiscoveryTarget,
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type EvmWalletDiscovery,
  LEGACY_INJECTED_ID,
  LEGACY_INJECTED_NAME,
  mergeEvmWallets,
  recogniseLegacyProvider,
  toEvmConnector,
} from './evm/discovery.js'
export {
  ERC20_ABI,
  erc20AbiFor,
  erc20Transfer,
  erc20WriteArgs,
  isUsdtContract,
  MAINNET_USDT_ADDRESS,
  USDT_ABI,
} from './evm/erc20.js'
export { toEvmKitError, withEvmKitErrors } from './evm/evmErrors.js'
export {
  collectProviderErrorCodes,
  hasProviderErrorCode,
  PROVIDER_ERROR_CODES,
} from './evm/providerErrorCode.js'
export { type EvmRpcOptions, evmRpcUrls } from './evm/rpcUrls.js'
export {
  switchOrAddEthereumChain,
  toAddEthereumChainParameter,
  toHexChainId,
} from './evm/switchChain.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  Hex,
} from './evm/types.js'
export {
  fetchWalletAssets,
  nativeBalanceAssets,
  networksForChainFilter,
  requestCapabilities,
  type WalletGetAssetsParams,
} from './evm/walletAssets.js'
export {
  connectWalletConnectEvm,
  createWalletConnectEip1193Provider,
  restoreWalletConnectEvm,
  type WalletConnectEip1193Provider,
  walletConnectEvmConnector,
} from './evm/walletConnect.js'
export {
  EIP155_WALLET_CONNECT_EVENTS,
  EIP155_WALLET_CONNECT_METHODS,
  eip155Family,
  isValidEvmAddress,
} from './families/eip155.js'
export { evmChainIdToCoinType, MAX_EVM_CHAIN_ID_EXCLUSIVE } from './validators/coinType.js'
