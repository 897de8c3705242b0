export * from './account.js'
export * from './chain.js'
export * from './connector.js'
