export * from './createAnalytics.js'
export * from './createHttpClient.js'
