export * from './resolveOptions.js'
export * from './types.js'
export { ACCOUNT_TYPES_BY_NAMESPACE, validateNetwork } from './validateChains.js'
export * from './validateOptions.js'
