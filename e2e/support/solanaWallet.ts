// The Solana Wallet Standard test wallet (@gangway/testing) in a scenario's pages, with the demo
// run's Solana key and node.
import { solanaTestWalletInitScript } from '@gangway/testing/solana/node'
import type { BrowserContext } from 'playwright-core'
import { demoRun } from './harness.js'

/** The name the test wallet announces (and the connect list shows). */
export const SOLANA_WALLET_NAME = 'Gangway Solana Test Wallet'

/** Installs the test wallet in the context's pages (call from a scenario's `beforeOpen`). */
export async function addSolanaTestWallet(context: BrowserContext): Promise<void> {
  const { solana } = demoRun().config
  await context.addInitScript(
    await solanaTestWalletInitScript({
      rpcUrl: solana.rpcUrl,
      secretKey: solana.wallet.secretKey,
      name: SOLANA_WALLET_NAME,
    }),
  )
}
