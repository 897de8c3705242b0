import { solanaFamily } from '@gangway/core/adapter'
import type { TokenBalance } from '../../routes/shared/answerSchemas.js'
import type { ChainClient } from '../chainClients.js'
import { tokenBalance } from '../tokenAmount.js'

/** Decimals of SOL (1 SOL = 10^9 lamports), whatever the configuration says. */
export const SOLANA_DECIMALS = 9

/** The token programs whose accounts hold SPL tokens: the classic Token program and Token-2022. */
export const SPL_TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** What `getTokenAccountsByOwner` answers with `jsonParsed` (only the fields read here). */
interface ParsedTokenAccounts {
  value?: {
    account?: {
      data?: {
        parsed?: {
          info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } }
        }
      }
    }
  }[]
}

/**
 * What `owner` holds of each mint, over all its token accounts of both token programs (two
 * `getTokenAccountsByOwner` calls): mint → base units and the mint's decimals. Entries the node
 * answers in another shape are skipped.
 */
async function readSplHoldings(
  chain: ChainClient,
  owner: string,
): Promise<Map<string, { raw: bigint; decimals: number }>> {
  const answers = await Promise.all(
    SPL_TOKEN_PROGRAMS.map((programId) =>
      chain.request<ParsedTokenAccounts>('getTokenAccountsByOwner', [
        owner,
        { programId },
        { encoding: 'jsonParsed' },
      ]),
    ),
  )
  const held = new Map<string, { raw: bigint; decimals: number }>()
  for (const entry of answers.flatMap((answer) => answer?.value ?? [])) {
    const info = entry?.account?.data?.parsed?.info
    const amount = info?.tokenAmount?.amount
    const decimals = info?.tokenAmount?.decimals
    if (typeof info?.mint !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) {
      continue
    }
    if (typeof decimals !== 'number' || !Number.isInteger(decimals)) continue
    const raw = (held.get(info.mint)?.raw ?? 0n) + BigInt(amount)
    held.set(info.mint, { raw, decimals })
  }
  return held
}

/**
 * A Solana account's balances: native SOL (`getBalance`) first, always; then each listed SPL
 * token (the chain's `tokens`, by mint address) it holds, classic Token or Token-2022, in the
 * listed order (a zero balance is left out), with the mint's own decimals. Priced at the fixed
 * `price` (0 without one).
 */
export async function readSolanaBalances(
  chain: ChainClient,
  owner: string,
): Promise<TokenBalance[]> {
  const id = chain.config.caipNetworkId
  const { tokens } = chain.config
  const [{ value }, held] = await Promise.all([
    chain.request<{ value: number }>('getBalance', [owner]),
    tokens.length > 0 ? readSplHoldings(chain, owner) : new Map(),
  ])
  const sol = {
    ...chain.config.native,
    decimals: SOLANA_DECIMALS,
    address: solanaFamily.nativeTokenAddress ?? '',
  }
  return [
    tokenBalance(id, sol, BigInt(value), sol.price ?? 0),
    ...tokens.flatMap((token) => {
      const holding = held.get(token.address)
      if (!holding || holding.raw === 0n) return []
      return [
        tokenBalance(id, { ...token, decimals: holding.decimals }, holding.raw, token.price ?? 0),
      ]
    }),
  ]
}
