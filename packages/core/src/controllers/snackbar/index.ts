export * from './snackbar.js'
