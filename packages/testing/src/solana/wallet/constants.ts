import type { WalletIcon } from '@wallet-standard/base'
import { TEST_WALLET_ICON } from '../../wallet/walletInfo.js'

/** The Wallet Standard chain of a local Solana node (the test validator). */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet'
export const SOLANA_TEST_WALLET_NAME = 'Gangway Solana Test Wallet'
export const SOLANA_TEST_WALLET_ICON = TEST_WALLET_ICON as WalletIcon

/** The refusal a wallet reports when its user declines (the code Phantom and EIP-1193 use). */
export class SolanaWalletRejectedError extends Error {
  override name = 'WalletUserRejectedError'
  readonly code = 4001
  constructor(message = 'User rejected the request.') {
    super(message)
  }
}
