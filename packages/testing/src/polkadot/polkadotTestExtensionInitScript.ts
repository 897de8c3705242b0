import { bundleBrowserEntry, familyBrowserEntry, initScript } from '../bundle/bundleBrowserEntry.js'
import type { InjectPolkadotTestExtensionOptions } from './injectPolkadotTestExtension.js'

const BUNDLE_GLOBAL = '__gangwayPolkadotTestExtensionBundle'

/** The Polkadot test extension (with @polkadot/keyring) bundled by esbuild into one IIFE. */
export function bundlePolkadotTestExtension(): Promise<string> {
  return bundleBrowserEntry(
    familyBrowserEntry('polkadot', import.meta.url, {
      label: 'Polkadot test extension entry',
      globalName: BUNDLE_GLOBAL,
    }),
  )
}

/**
 * A self-contained script for Playwright's `page.addInitScript` (or any `<script>`) that creates
 * the Polkadot test extension in the page at `window.injectedWeb3['gangway-test']` (and
 * `window.gangwayTestPolkadot` for test controls). The options (accounts, name, ...) are embedded
 * as JSON; trusted sites survive reloads through localStorage unless `persist: false`.
 */
export async function polkadotTestExtensionInitScript(
  options: Omit<InjectPolkadotTestExtensionOptions, 'storage'> = {},
): Promise<string> {
  return initScript(
    await bundlePolkadotTestExtension(),
    BUNDLE_GLOBAL,
    'injectPolkadotTestExtension',
    options,
  )
}
