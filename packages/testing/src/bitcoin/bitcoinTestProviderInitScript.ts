import { bundleBrowserEntry, familyBrowserEntry, initScript } from '../bundle/bundleBrowserEntry.js'
import type { InjectBitcoinTestProviderOptions } from './injectBitcoinTestProvider.js'

const BUNDLE_GLOBAL = '__gangwayBitcoinTestProviderBundle'

/** The Bitcoin test provider (with bitcoinjs-lib) bundled by esbuild into one IIFE. */
export function bundleBitcoinTestProvider(): Promise<string> {
  return bundleBrowserEntry(
    familyBrowserEntry('bitcoin', import.meta.url, {
      label: 'Bitcoin test provider entry',
      globalName: BUNDLE_GLOBAL,
    }),
  )
}

/**
 * A self-contained script for Playwright's `page.addInitScript` (or any `<script>`) that creates
 * the Bitcoin test provider in the page and registers it in `window.btc_providers` (and at
 * `window[<id>]`, and `window.gangwayTestBitcoin` for test controls). The options (mnemonic or
 * privateKey, network, id, methods, ...) are embedded as JSON; the site's authorisation survives
 * reloads through localStorage unless `persist: false`.
 */
export async function bitcoinTestProviderInitScript(
  options: Omit<InjectBitcoinTestProviderOptions, 'storage'> = {},
): Promise<string> {
  return initScript(
    await bundleBitcoinTestProvider(),
    BUNDLE_GLOBAL,
    'injectBitcoinTestProvider',
    options,
  )
}
