import type { DemoConfig } from './config.js'

/**
 * Puts the TON Connect test wallet of `@gangway/testing` into this page, the way an injected TON
 * wallet is (`window.gangwaytontest.tonconnect`): the demo's test key, sending to the local TON
 * node, checking the app's manifest. Like an extension, it keeps the site's approval across
 * reloads (localStorage), so the kit restores the connection with `restoreConnection`.
 */
export async function injectDemoTonWallet(config: DemoConfig): Promise<void> {
  if (!config.ton) return
  // @ton/core needs a global Buffer when it loads: set one before the wallet is imported.
  const { Buffer } = await import('buffer')
  if (!('Buffer' in globalThis)) Object.assign(globalThis, { Buffer })
  const { injectTonTestWallet } = await import('@gangway/testing/ton')
  injectTonTestWallet({
    rpcUrl: config.ton.rpcUrl,
    mnemonic: config.ton.wallet.mnemonic,
    network: config.ton.globalId,
    fetchManifest: true,
  })
}
