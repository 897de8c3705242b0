export * from './alertController.js'
