// The demo's Solana and TON nodes: a local Solana validator (litesvm, solana:localnet) with the
// Solana test wallet funded with SOL and an SPL test token, and a local TON node (@ton/sandbox
// behind toncenter's v2 API) with the TON Connect test wallet funded. Used by chains.mjs.
import { createSolanaTestWallet } from '@gangway/testing/solana'
import { startSolanaValidator } from '@gangway/testing/solana/node'
import { TON_TEST_MNEMONIC } from '@gangway/testing/ton'
import { startTonSandbox } from '@gangway/testing/ton/node'

/** The Solana validator's preferred port (solana-test-validator's; the pubsub takes port + 1). */
export const DEMO_SOLANA_PORT = 8899

/** The Solana test wallet's secret key (base58; a public test key, never for real funds). */
export const DEMO_SOLANA_SECRET_KEY =
  '34t5mxrRMv5gyR4BZ7kH7irAWPtZdJTDqxVRDKNX7zvK3ps8Qc5WKu8Kqs99G7Z6Tv2TZnP55DK7X2RvsqrsquXR'

/** Where the demo sends SOL. */
export const DEMO_SOLANA_RECIPIENT = 'ekuMiZpqX4E7PqnBdGmDVkvNLZAFHWq9a9xaEjw1tEm'

/** The demo's SPL test token, listed by its server (priced at $1) so the Tokens tab and Send show it. */
const DEMO_SPL_TOKEN = { name: 'Gangway Test Dollar', symbol: 'GTD', decimals: 6, price: 1 }

/** Whole GTD minted to the Solana test wallet. */
const DEMO_SPL_MINTED = 1_000_000n

/** SOL airdropped to the Solana test wallet (in lamports: 100 SOL). */
const SOLANA_AIRDROP = 100_000_000_000

export async function startSolana(usePreferredPorts) {
  if (usePreferredPorts) {
    try {
      return await startSolanaValidator({ port: DEMO_SOLANA_PORT })
    } catch {
      // Taken: any free pair of ports.
    }
  }
  return startSolanaValidator()
}

/** The Solana side of the demo: the validator and the funded test wallet. */
export async function prepareSolana(validator) {
  const { address } = createSolanaTestWallet({
    rpcUrl: validator.rpcUrl,
    secretKey: DEMO_SOLANA_SECRET_KEY,
  })
  validator.airdrop(address, SOLANA_AIRDROP)
  // An SPL test token (classic Token program) with the wallet holding DEMO_SPL_MINTED of it.
  const mint = validator.createSplMint({ decimals: DEMO_SPL_TOKEN.decimals })
  validator.mintSplTokens({
    mint: mint.address,
    owner: address,
    amount: DEMO_SPL_MINTED * 10n ** BigInt(DEMO_SPL_TOKEN.decimals),
  })
  return {
    rpcUrl: validator.rpcUrl,
    wallet: { secretKey: DEMO_SOLANA_SECRET_KEY, address },
    recipient: DEMO_SOLANA_RECIPIENT,
    tokens: [{ ...DEMO_SPL_TOKEN, address: mint.address }],
  }
}

/** The TON node's preferred port (any free port when taken). */
export const DEMO_TON_PORT = 8548

/** Where the demo sends TON: a wallet address, user-friendly non-bounceable, test-only form. */
export const DEMO_TON_RECIPIENT = '0QDrGOR7YyDCyJChfL-iEilrMPzmFGvmBfESEA7UpfkdCDvs'

export async function startTon(usePreferredPorts) {
  if (usePreferredPorts) {
    try {
      return await startTonSandbox({ port: DEMO_TON_PORT })
    } catch {
      // Taken: any free port.
    }
  }
  return startTonSandbox()
}

/** The TON side of the demo: the sandbox node (the test wallet funded with 100 TON). */
export function tonConfig(node) {
  return {
    rpcUrl: node.rpcUrl,
    globalId: node.globalId,
    wallet: { mnemonic: TON_TEST_MNEMONIC, address: node.walletAddresses[0] },
    recipient: DEMO_TON_RECIPIENT,
  }
}
