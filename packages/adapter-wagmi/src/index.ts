export { toViemChain } from './chains.js'
export { createRpcTransport, type RpcTransportSettings } from './rpcTransport.js'
export { WagmiAdapter, type WagmiAdapterOptions } from './WagmiAdapter.js'
export {
  type GangwayWalletConnectParameters,
  gangwayWalletConnect,
} from './walletConnectConnector.js'
