export * from './routerController.js'
export * from './views.js'
