export * from './decimal.js'
export * from './formatNumber.js'
export * from './uuid.js'
