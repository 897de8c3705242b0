export * from './backend.js'
export * from './balanceRetryGate.js'
export * from './createStorage.js'
export * from './types.js'
