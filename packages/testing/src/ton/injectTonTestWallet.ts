import { createTonConnectTestWallet } from './wallet/createTonConnectTestWallet.js'
import type { TonConnectTestWallet, TonConnectTestWalletOptions } from './wallet/types.js'

export interface InjectTonTestWalletOptions extends Omit<TonConnectTestWalletOptions, 'storage'> {
  /** The window key wallets inject under (`window[jsBridgeKey].tonconnect`). Default 'gangwaytontest'. */
  jsBridgeKey?: string
  /** Global under which tests reach the wallet's controls. Default 'gangwayTonTestWallet'. */
  globalName?: string
  /** Keep the site's approval in localStorage across reloads. Default true. */
  persist?: boolean
}

/**
 * Puts the TON Connect test wallet into the page the way an injected wallet does:
 * `window[jsBridgeKey] = { tonconnect: bridge }` (found by TON Connect dapps through its
 * `walletInfo`), and its controls at `window.gangwayTonTestWallet`. Browser only;
 * `tonTestWalletInitScript` bundles it for `page.addInitScript`.
 */
export function injectTonTestWallet(options: InjectTonTestWalletOptions): TonConnectTestWallet {
  const { jsBridgeKey, globalName = 'gangwayTonTestWallet', persist = true, ...rest } = options
  let storage: Storage | undefined
  try {
    storage = persist ? window.localStorage : undefined
  } catch {
    storage = undefined // opaque origins have no localStorage
  }
  const wallet = createTonConnectTestWallet({ ...rest, ...(storage && { storage }) })
  const target = window as unknown as Record<string, unknown>
  target[jsBridgeKey ?? wallet.bridge.walletInfo.app_name] = { tonconnect: wallet.bridge }
  target[globalName] = wallet
  return wallet
}
