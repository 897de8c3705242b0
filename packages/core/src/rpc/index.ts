export * from './defaultRpcUrl.js'
export * from './fallback.js'
export * from './transportConfig.js'
