import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { InjectSolanaTestWalletOptions } from './injectSolanaTestWallet.js'

const BUNDLE_GLOBAL = '__gangwaySolanaTestWalletBundle'

/** The Solana browser entry: beside this file in the sources, dist/solana/ once built. */
function browserEntryPath(): string {
  const candidates = [
    new URL('./browser.ts', import.meta.url), // running from src/solana (tests)
    new URL('./solana/browser.js', import.meta.url), // running from dist/ (published)
  ].map((url) => fileURLToPath(url))
  const found = candidates.find((path) => existsSync(path))
  if (!found) throw new Error(`Cannot find the Solana test wallet entry (${candidates[0]}).`)
  return found
}

let bundlePromise: Promise<string> | undefined

/** The Solana test wallet (with @solana/web3.js) bundled by esbuild into one IIFE. */
export function bundleSolanaBrowserWallet(): Promise<string> {
  bundlePromise ??= (async () => {
    const { build } = await import('esbuild')
    const result = await build({
      entryPoints: [browserEntryPath()],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: BUNDLE_GLOBAL,
      platform: 'browser',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    })
    const output = result.outputFiles[0]
    if (!output) throw new Error('esbuild produced no output for the Solana test wallet bundle.')
    return output.text
  })()
  bundlePromise.catch(() => {
    bundlePromise = undefined
  })
  return bundlePromise
}

/**
 * A self-contained script for Playwright's `page.addInitScript` (or any `<script>`) that creates
 * the Solana test wallet in the page and registers it through the Wallet Standard. Options
 * (rpcUrl, secretKey as a number list or base58, chains, name, ...) are embedded as JSON.
 */
export async function solanaTestWalletInitScript(
  options: InjectSolanaTestWalletOptions,
): Promise<string> {
  const bundle = await bundleSolanaBrowserWallet()
  const { secretKey, ...rest } = options
  const config = JSON.stringify({
    ...rest,
    ...(secretKey !== undefined && {
      secretKey: typeof secretKey === 'string' ? secretKey : Array.from(secretKey),
    }),
  }).replaceAll('<', '\\u003c')
  return `;(function () {\n${bundle}\n${BUNDLE_GLOBAL}.injectSolanaTestWallet(${config})\n})();\n`
}
