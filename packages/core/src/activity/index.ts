export * from './activityApiSource.js'
export * from './activityController.js'
export { checkActivitySource } from './startActivity.js'
export type * from './types.js'
