export * from './loadUniversalProvider.js'
export * from './universalProviderManager.js'
