export * from '../../options/connectMethods.js'
export * from './accountFeatures.js'
export * from './modalController.js'
