import { createSolanaTestWallet } from './wallet/createSolanaTestWallet.js'
import { registerSolanaTestWallet } from './wallet/registerSolanaTestWallet.js'
import type { SolanaTestWallet, SolanaTestWalletOptions } from './wallet/types.js'

export interface InjectSolanaTestWalletOptions extends Omit<SolanaTestWalletOptions, 'keypair'> {
  /** Global under which tests reach the wallet's controls (page.evaluate). Default 'gangwaySolanaTestWallet'. */
  globalName?: string
  /**
   * localStorage key that keeps the site's trust across reloads, as an extension would
   * (a silent connect after a reload succeeds once the visitor approved). Default
   * 'gangway-test-solana-wallet:trusted'; null to keep trust in memory only.
   */
  trustStorageKey?: string | null
}

function readTrust(key: string | null): boolean | undefined {
  if (!key) return undefined
  try {
    return globalThis.localStorage?.getItem(key) === 'true' ? true : undefined
  } catch {
    return undefined
  }
}

function writeTrust(key: string | null, trusted: boolean) {
  if (!key) return
  try {
    if (trusted) globalThis.localStorage?.setItem(key, 'true')
    else globalThis.localStorage?.removeItem(key)
  } catch {
    // Storage can be blocked (e.g. opaque origins); trust then lasts for the page only.
  }
}

/**
 * Creates the Solana test wallet in the page, registers it through the Wallet Standard window
 * events and exposes it as `window.gangwaySolanaTestWallet` for test controls (rejectNext,
 * revoke, switchAccount). Browser only; `solanaTestWalletInitScript` bundles it for
 * `page.addInitScript`.
 */
export function injectSolanaTestWallet(options: InjectSolanaTestWalletOptions): SolanaTestWallet {
  const { globalName = 'gangwaySolanaTestWallet', trustStorageKey, ...walletOptions } = options
  const key = trustStorageKey === undefined ? 'gangway-test-solana-wallet:trusted' : trustStorageKey
  const trusted = walletOptions.trusted ?? readTrust(key) ?? false
  const wallet = createSolanaTestWallet({ ...walletOptions, trusted })
  // Persist trust whenever it changes (connect approves the site, revoke forgets it).
  const features = wallet.features as Record<string, { on?: (e: 'change', l: () => void) => void }>
  features['standard:events']?.on?.('change', () => writeTrust(key, wallet.trusted))
  const revoke = wallet.revoke
  wallet.revoke = () => {
    revoke()
    writeTrust(key, false)
  }
  registerSolanaTestWallet(wallet, window)
  ;(window as unknown as Record<string, unknown>)[globalName] = wallet
  return wallet
}
