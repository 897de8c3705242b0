export * from './base58.js'
export * from './hex.js'
