export * from './sendController.js'
