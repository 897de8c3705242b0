export * from '../../options/connectMethods.js'
export * from './accountFeatures.js'
export * from './modal.js'
