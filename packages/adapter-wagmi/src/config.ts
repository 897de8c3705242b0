// '@gangway/adapter-wagmi/config': the wagmi config for an app that uses wagmi from the start
// (WagmiProvider, wagmi actions), and the pieces it is built from.
export { toViemChain } from './chains.js'
export { createWagmiConfig, type WagmiConfigOptions } from './createWagmiConfig.js'
export { createRpcTransport, type RpcTransportSettings } from './rpcTransport.js'
export {
  type GangwayWalletConnectParameters,
  gangwayWalletConnect,
} from './walletConnectConnector.js'
