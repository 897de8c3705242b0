export * from './sendState.js'
