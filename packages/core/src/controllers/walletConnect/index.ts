export * from './walletConnectController.js'
