export * from './snackbarController.js'
