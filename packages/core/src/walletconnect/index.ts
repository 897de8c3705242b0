export * from './deepLinks.js'
export * from './loadUniversalProvider.js'
export * from './namespaces.js'
export * from './universalProviderManager.js'
