export * from './accountFeatures.js'
export * from './connectMethods.js'
export * from './modal.js'
