export { createRpcTransport } from './rpcTransport.js'
export { toViemChain, WagmiAdapter, type WagmiAdapterOptions } from './WagmiAdapter.js'
export { gangwayWalletConnect } from './walletConnectConnector.js'
