import type { ChainConfig } from '../../config/schema.js'
import type {
  ActivityTransaction,
  ActivityTransfer,
  HistoryPage,
} from '../../routes/shared/answerSchemas.js'
import type { ChainClient } from '../chainClients.js'
import { activityTransfer } from '../tokenAmount.js'
import { SOLANA_DECIMALS } from './readSolanaBalances.js'
import { accountKeysOf, movementOf, type SolanaTransaction } from './solanaMovement.js'
import {
  createdTokenAccounts,
  readTokenAccounts,
  type SplTransfer,
  splTransfersOf,
  type TokenAccount,
} from './splTransfers.js'

/** Entries per page. */
export const SOLANA_PAGE_SIZE = 20

interface SignatureInfo {
  signature: string
  blockTime?: number | null
}

/** A transfer of the owner's and the wallet on its other side. */
interface Movement {
  transfer: ActivityTransfer
  counterparty: string
}

/**
 * The owner's listed SPL token transfers: out when the owner signed it, in when its token
 * account received it, the counterparty being the wallet on the other side (the destination
 * token account's wallet, the sender's signature), never a token account.
 */
function tokenMovements(
  chain: ChainConfig,
  owner: string,
  transfers: readonly SplTransfer[],
  accounts: ReadonlyMap<string, TokenAccount>,
): Movement[] {
  return transfers.flatMap((move) => {
    const destination = accounts.get(move.destination)
    const mint = move.mint ?? destination?.mint ?? accounts.get(move.source)?.mint
    const token = chain.tokens.find((listed) => listed.address === mint)
    if (!token || !destination) return []
    if (move.authority === owner)
      return [
        { transfer: activityTransfer(token, move.amount, 'out'), counterparty: destination.wallet },
      ]
    if (destination.wallet === owner)
      return [
        { transfer: activityTransfer(token, move.amount, 'in'), counterparty: move.authority },
      ]
    return []
  })
}

function activityEntry(
  chain: ChainConfig,
  owner: string,
  signature: SignatureInfo,
  transaction: SolanaTransaction,
  accounts: ReadonlyMap<string, TokenAccount>,
): ActivityTransaction {
  const { meta, blockTime } = transaction
  const keys = accountKeysOf(transaction)
  const splTransfers = splTransfersOf(keys, transaction)
  const tokens = tokenMovements(chain, owner, splTransfers, accounts)
  const { lamports, counterparty } = movementOf(owner, keys, transaction)
  // SOL paid into a token account of the transfer is the rent of the receiver's new token
  // account, not a send of its own.
  const tokenAccounts = new Set(splTransfers.flatMap((move) => [move.source, move.destination]))
  const movements: Movement[] =
    lamports === 0n || (tokens.length > 0 && tokenAccounts.has(counterparty))
      ? tokens
      : [
          {
            transfer: activityTransfer(
              { ...chain.native, decimals: SOLANA_DECIMALS },
              lamports < 0n ? -lamports : lamports,
              lamports < 0n ? 'out' : 'in',
            ),
            counterparty,
          },
          ...tokens,
        ]
  const out = movements.some((movement) => movement.transfer.direction === 'out')
  const into = movements.some((movement) => movement.transfer.direction === 'in')
  const first = movements[0]
  const firstProgram = keys[transaction.transaction.message.instructions[0]?.programIdIndex ?? -1]
  const [operationType, sentFrom, sentTo] = !first
    ? ['execute', keys[0] ?? '', firstProgram ?? '']
    : [
        out && into ? 'trade' : out ? 'send' : 'receive',
        first.transfer.direction === 'out' ? owner : first.counterparty,
        first.transfer.direction === 'out' ? first.counterparty : owner,
      ]
  const time = blockTime ?? signature.blockTime ?? 0
  return {
    id: signature.signature,
    metadata: {
      minedAt: new Date(time * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType,
      status: meta && (meta.err === null || meta.err === undefined) ? 'confirmed' : 'failed',
      sentFrom,
      sentTo,
      hash: signature.signature,
    },
    transfers: movements.map((movement) => movement.transfer),
  }
}

/**
 * The wallets and mints of the token accounts a page's SPL transfers name: those the
 * transactions create are known from their instructions, the others are read from the node in
 * one request.
 */
async function tokenAccountsOf(
  chain: ChainClient,
  transactions: readonly (SolanaTransaction | null)[],
): Promise<Map<string, TokenAccount>> {
  const known = new Map<string, TokenAccount>()
  const unknown = new Set<string>()
  for (const transaction of transactions) {
    if (!transaction) continue
    const keys = accountKeysOf(transaction)
    for (const [account, owner] of createdTokenAccounts(keys, transaction))
      known.set(account, owner)
    for (const move of splTransfersOf(keys, transaction)) unknown.add(move.destination)
  }
  const missing = [...unknown].filter((account) => !known.has(account))
  if (missing.length === 0) return known
  for (const [account, owner] of await readTokenAccounts(chain, missing)) known.set(account, owner)
  return known
}

/**
 * A Solana account's activity page from its node: `getSignaturesForAddress` (newest first,
 * `before` the cursor: the last signature of the previous page) and `getTransaction` of each.
 * SOL moves are read from the lamport balances before and after (the fee left out), the
 * counterparty being the account that moved the other way; a failed transaction lists the
 * System transfer it attempted. Listed SPL tokens' Transfer and TransferChecked instructions
 * (inner ones too) are read with the wallet on the other side (`tokenMovements`); the rent a
 * send pays into the receiver's new token account is not listed as a SOL send. A 'send' when
 * the address sent something, a 'receive' when it only received, a 'trade' both ways, else an
 * 'execute' without transfers. A token receipt is listed when the transaction names the
 * address (the kit's sends create the receiver's token account idempotently, which does);
 * `getSignaturesForAddress` of the address alone does not see one that names its token account
 * only.
 */
export async function readSolanaActivity(
  chain: ChainClient,
  address: string,
  cursor: string | undefined,
): Promise<HistoryPage> {
  // One more than the page, to know whether a next page exists.
  const signatures = await chain.request<SignatureInfo[]>('getSignaturesForAddress', [
    address,
    {
      limit: SOLANA_PAGE_SIZE + 1,
      commitment: 'confirmed',
      ...(cursor !== undefined && { before: cursor }),
    },
  ])
  const page = signatures.slice(0, SOLANA_PAGE_SIZE)
  const transactions = await Promise.all(
    page.map(({ signature }) =>
      chain.request<SolanaTransaction | null>('getTransaction', [
        signature,
        { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      ]),
    ),
  )
  const accounts = await tokenAccountsOf(chain, transactions)
  const data = page.flatMap((signature, index) => {
    const transaction = transactions[index]
    return transaction
      ? [activityEntry(chain.config, address, signature, transaction, accounts)]
      : []
  })
  const last = page.at(-1)
  return signatures.length > page.length && last ? { data, next: last.signature } : { data }
}
