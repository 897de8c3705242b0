export * from './router.js'
export * from './views.js'
