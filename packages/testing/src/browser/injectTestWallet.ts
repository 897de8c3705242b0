import { createTestWallet } from '../wallet/createTestWallet.js'
import type { TestWallet, TestWalletOptions } from '../wallet/types.js'

export interface InjectTestWalletOptions extends TestWalletOptions {
  /** Also set `window.ethereum` (legacy injection). Default true. */
  setWindowEthereum?: boolean
  /** Global under which tests reach the wallet's controls (page.evaluate). Default 'gangwayTestWallet'. */
  globalName?: string
}

/**
 * Creates a test wallet in the page and makes it discoverable: announces it over EIP-6963
 * (`eip6963:announceProvider` now and on every `eip6963:requestProvider`), sets
 * `window.ethereum`, and exposes it as `window.gangwayTestWallet` for test controls.
 * Browser only; `testWalletInitScript` bundles this for `page.addInitScript`.
 */
export function injectTestWallet(options: InjectTestWalletOptions): TestWallet {
  const wallet = createTestWallet(options)
  const detail = Object.freeze({ info: wallet.info, provider: wallet })
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  const target = window as unknown as Record<string, unknown>
  if (options.setWindowEthereum ?? true) {
    Object.defineProperty(window, 'ethereum', {
      value: wallet,
      configurable: true,
      writable: true,
    })
  }
  target[options.globalName ?? 'gangwayTestWallet'] = wallet
  return wallet
}
