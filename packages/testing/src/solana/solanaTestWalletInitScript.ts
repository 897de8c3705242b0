import { bundleBrowserEntry, familyBrowserEntry, initScript } from '../bundle/bundleBrowserEntry.js'
import type { InjectSolanaTestWalletOptions } from './injectSolanaTestWallet.js'

const BUNDLE_GLOBAL = '__gangwaySolanaTestWalletBundle'

/** The Solana test wallet (with @solana/web3.js) bundled by esbuild into one IIFE. */
export function bundleSolanaBrowserWallet(): Promise<string> {
  return bundleBrowserEntry(
    familyBrowserEntry('solana', import.meta.url, {
      label: 'Solana test wallet entry',
      globalName: BUNDLE_GLOBAL,
    }),
  )
}

/**
 * A self-contained script for Playwright's `page.addInitScript` (or any `<script>`) that creates
 * the Solana test wallet in the page and registers it through the Wallet Standard. Options
 * (rpcUrl, secretKey as a number list or base58, chains, name, ...) are embedded as JSON.
 */
export async function solanaTestWalletInitScript(
  options: InjectSolanaTestWalletOptions,
): Promise<string> {
  const { secretKey, ...rest } = options
  return initScript(await bundleSolanaBrowserWallet(), BUNDLE_GLOBAL, 'injectSolanaTestWallet', {
    ...rest,
    ...(secretKey !== undefined && {
      secretKey: typeof secretKey === 'string' ? secretKey : Array.from(secretKey),
    }),
  })
}
