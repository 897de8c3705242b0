export * from './alert.js'
