export * from './connectorsController.js'
export * from './connectorTypeOrder.js'
export * from './mergeConnectors.js'
