// A Solana host on the packed @gangway/core and @gangway/testing, installed with the README's
// Solana line (packages/testing/README.md#install): npm must warn no EBADENGINE on this Node (the
// README says 20.19+), and the packed `@gangway/testing/solana/node` must run its local node:
// an airdrop, an SPL mint and a mint to a new owner, read back over JSON-RPC as a host reads them.
import { join } from 'node:path'
import { installHost, manifest, repositoryVersions, tarballsOf, timed } from './host.mjs'
import { run } from './run.mjs'

const NAME = 'host-solana'

/** The README's Solana line, beside the packed core and testing. */
const SOLANA_LINE = [
  '@solana/web3.js',
  'litesvm',
  '@wallet-standard/base',
  '@wallet-standard/features',
  '@solana/wallet-standard-features',
  'esbuild',
  'playwright-core',
]

const SMOKE = `
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { startSolanaValidator } from '@gangway/testing/solana/node'

const validator = await startSolanaValidator()
try {
  const connection = new Connection(validator.rpcUrl, 'confirmed')
  const owner = Keypair.generate().publicKey
  validator.airdrop(owner, 2 * LAMPORTS_PER_SOL)
  const mint = validator.createSplMint({ decimals: 6 })
  const { tokenAccount } = validator.mintSplTokens({ mint: mint.address, owner, amount: 1_500_000n })
  const tokens = await connection.getTokenAccountsByOwner(owner, { mint: new PublicKey(mint.address) })
  const balance = await connection.getTokenAccountBalance(new PublicKey(tokenAccount))
  console.log(JSON.stringify({
    lamports: await connection.getBalance(owner),
    tokenAccounts: tokens.value.map((entry) => entry.pubkey.toBase58() === tokenAccount),
    amount: balance.value.amount,
  }))
} finally {
  await validator.stop()
}
`

/** What the smoke run must print. */
const EXPECTED = { lamports: 2_000_000_000, tokenAccounts: [true], amount: '1500000' }

/** The packages npm warned EBADENGINE about (one entry per warning) in an install's output. */
export function engineWarnings(installOutput) {
  return [...installOutput.matchAll(/EBADENGINE\s+package: '([^']+)'/g)].map((match) => match[1])
}

/** The problems of the host's install output and smoke run (empty when it is as it should be). */
export function solanaHostProblems(installOutput, smokeOutput) {
  const problems = []
  const warned = engineWarnings(installOutput)
  if (warned.length)
    problems.push(
      `${NAME}: npm warned EBADENGINE ${warned.length} times on Node ${process.versions.node}: ${[...new Set(warned)].join(', ')}`,
    )
  const result = JSON.parse(smokeOutput)
  for (const [key, value] of Object.entries(EXPECTED))
    if (JSON.stringify(result[key]) !== JSON.stringify(value))
      problems.push(
        `${NAME}: ${key} is ${JSON.stringify(result[key])}, not ${JSON.stringify(value)}`,
      )
  return problems
}

/** Installs the Solana host from the tarballs into `work`/host-solana and runs its node. */
export function checkSolanaHost(work, packed) {
  return timed(NAME, async () => {
    const dir = join(work, NAME)
    const installOutput = await installHost(
      dir,
      {
        'package.json': manifest(NAME, {
          devDependencies: {
            ...tarballsOf(packed, ['@gangway/core', '@gangway/testing']),
            ...repositoryVersions(SOLANA_LINE),
          },
        }),
        'smoke.mjs': SMOKE,
      },
      // Warnings are what this host checks.
      ['--loglevel=warn'],
    )
    const output = await run(process.execPath, ['smoke.mjs'], { cwd: dir, limitMs: 60_000 })
    const summary = output.trim().split('\n').at(-1) ?? '{}'
    return {
      problems: solanaHostProblems(installOutput, summary),
      summary: `${engineWarnings(installOutput).length} EBADENGINE, ${summary}`,
    }
  })
}
