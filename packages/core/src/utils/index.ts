export * from './decimal.js'
export * from './formatNumber.js'
export * from './parseUnits.js'
export * from './uuid.js'
