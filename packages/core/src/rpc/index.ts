export * from './defaultRpcUrl.js'
export type { EndpointSample, RankConfig } from './endpointRanking.js'
export * from './fallback.js'
// The JSON-RPC transport's code loads on first use (loadJsonRpcTransport): only its types here.
export type {
  JsonRpcCall,
  RpcChainMismatchError,
  RpcHttpError,
  RpcResponseError,
  RpcTimeoutError,
} from './httpJsonRpcEndpoint.js'
export type {
  ChainCheck,
  JsonRpcTransport,
  JsonRpcTransportOptions,
  JsonRpcTransportSettings,
} from './jsonRpcTransport.js'
export * from './loadJsonRpcTransport.js'
export * from './transportConfig.js'
