export * from './caip.js'
