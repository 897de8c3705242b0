import type { DemoConfig } from './config.js'

/**
 * Puts the Solana test wallet of `@gangway/testing` into this page: a Wallet Standard wallet on
 * the demo's Solana key, sending to the local validator. Like an extension, it keeps the site's
 * trust across reloads (a silent connect then confirms the account).
 */
export async function injectDemoSolanaWallet(config: DemoConfig): Promise<void> {
  if (!config.solana) return
  const { injectSolanaTestWallet } = await import('@gangway/testing/solana')
  injectSolanaTestWallet({
    rpcUrl: config.solana.rpcUrl,
    secretKey: config.solana.wallet.secretKey,
    trustStorageKey: 'gangway-demo:solana-test-wallet',
  })
}
