export * from './chainController.js'
export * from './initialState.js'
export * from './pickInitialNetwork.js'
