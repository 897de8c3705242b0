export {
  type AccountSnapshot,
  selectAccount,
  selectActiveCaipAddress,
  selectActiveCaipNetwork,
  selectConnectedNamespaces,
  selectConnectorId,
  selectIsConnected,
  selectIsConnecting,
  selectStatus,
} from './account.js'
export { selectCanPairWallets } from './connectors.js'
