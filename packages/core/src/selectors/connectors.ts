import type { ConnectorsState } from '../controllers/connectors/connectorsController.js'

/**
 * Whether a wallet can be reached by pairing (a directory or custom wallet's row, All wallets):
 * WalletConnect is on and its package is not known to be missing. The views list no such row
 * otherwise: it would end in an error.
 */
export function selectCanPairWallets(state: Pick<ConnectorsState, 'walletConnect'>): boolean {
  return state.walletConnect === 'enabled'
}
