export {
  type AccountSnapshot,
  selectAccount,
  selectConnectedNamespaces,
  selectIsConnected,
  selectIsConnecting,
  selectStatus,
} from './account.js'
export { selectCanPairWallets } from './connectors.js'
