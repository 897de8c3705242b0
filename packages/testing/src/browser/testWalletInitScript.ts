import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { InjectTestWalletOptions } from './injectTestWallet.js'

const BUNDLE_GLOBAL = '__gangwayTestWalletBundle'

/** Where the browser entry is: beside this file in the sources, dist/browser/ once built. */
function browserEntryPath(): string {
  const candidates = [
    new URL('./index.ts', import.meta.url), // running from src/browser (tests)
    new URL('./browser/index.js', import.meta.url), // running from dist/ (published)
  ].map((url) => fileURLToPath(url))
  const found = candidates.find((path) => existsSync(path))
  if (!found) throw new Error(`Cannot find the @gangway/testing browser entry (${candidates[0]}).`)
  return found
}

// Bundling takes ~a second; one bundle serves every page of the process.
let bundlePromise: Promise<string> | undefined

/** The browser entry (wallet + viem) bundled by esbuild into one self-contained IIFE. */
export function bundleBrowserWallet(): Promise<string> {
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
    if (!output) throw new Error('esbuild produced no output for the test wallet bundle.')
    return output.text
  })()
  bundlePromise.catch(() => {
    bundlePromise = undefined
  })
  return bundlePromise
}

/**
 * A self-contained script for Playwright's `page.addInitScript` (or any `<script>`) that
 * creates the test wallet in the page, announces it over EIP-6963 and sets `window.ethereum`.
 * The options (rpcUrl, privateKey(s), chainId, name, ...) are embedded as JSON.
 */
export async function testWalletInitScript(options: InjectTestWalletOptions): Promise<string> {
  const bundle = await bundleBrowserWallet()
  const config = JSON.stringify(options).replaceAll('<', '\\u003c')
  return `;(function () {\n${bundle}\n${BUNDLE_GLOBAL}.injectTestWallet(${config})\n})();\n`
}
