export * from './resolveOptions.js'
export * from './types.js'
export { resolveFamilies, validateNetwork } from './validateChains.js'
export * from './validateOptions.js'
