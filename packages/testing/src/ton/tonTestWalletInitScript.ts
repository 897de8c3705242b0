import { bundleBrowserEntry, familyBrowserEntry, initScript } from '../bundle/bundleBrowserEntry.js'
import type { InjectTonTestWalletOptions } from './injectTonTestWallet.js'

const BUNDLE_GLOBAL = '__gangwayTonTestWalletBundle'

/** The TON Connect test wallet (with @ton/ton and @ton/crypto) bundled by esbuild into one IIFE. */
export function bundleTonTestWallet(): Promise<string> {
  return bundleBrowserEntry(
    familyBrowserEntry('ton', import.meta.url, {
      label: 'TON test wallet entry',
      globalName: BUNDLE_GLOBAL,
    }),
  )
}

/**
 * A self-contained script for Playwright's `page.addInitScript` that injects the TON Connect
 * test wallet into the page (`window.gangwaytontest.tonconnect`, controls at
 * `window.gangwayTonTestWallet`). The options (rpcUrl, mnemonic, network, ...) are embedded as
 * JSON; the site's approval survives reloads through localStorage unless `persist: false`.
 */
export async function tonTestWalletInitScript(
  options: InjectTonTestWalletOptions,
): Promise<string> {
  return initScript(await bundleTonTestWallet(), BUNDLE_GLOBAL, 'injectTonTestWallet', options)
}
