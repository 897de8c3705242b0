export * from './createAnalytics.js'
export type { DataApiOptions } from './createDataApiClient.js'
export * from './createHttpClient.js'
