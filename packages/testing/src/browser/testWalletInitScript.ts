import { bundleBrowserEntry, initScript } from '../bundle/bundleBrowserEntry.js'
import type { InjectTestWalletOptions } from './injectTestWallet.js'

const BUNDLE_GLOBAL = '__gangwayTestWalletBundle'

/** The browser entry (wallet + viem) bundled by esbuild into one self-contained IIFE. */
export function bundleBrowserWallet(): Promise<string> {
  return bundleBrowserEntry({
    label: '@gangway/testing browser entry',
    source: new URL('./index.ts', import.meta.url), // running from src/browser (tests)
    dist: [new URL('./browser/index.js', import.meta.url)], // running from dist/ (published)
    globalName: BUNDLE_GLOBAL,
  })
}

/**
 * A self-contained script for Playwright's `page.addInitScript` (or any `<script>`) that
 * creates the test wallet in the page, announces it over EIP-6963 and sets `window.ethereum`.
 * The options (rpcUrl, privateKey(s), chainId, name, ...) are embedded as JSON.
 */
export async function testWalletInitScript(options: InjectTestWalletOptions): Promise<string> {
  return initScript(await bundleBrowserWallet(), BUNDLE_GLOBAL, 'injectTestWallet', options)
}
