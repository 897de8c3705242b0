import type { ChainConfig } from '../../config/schema.js'
import type { ActivityTransaction, HistoryPage } from '../../routes/shared/answerSchemas.js'
import type { ChainClient } from '../chainClients.js'
import { activityTransfer } from '../tokenAmount.js'
import { SOLANA_DECIMALS } from './readSolanaBalances.js'
import { accountKeysOf, movementOf, type SolanaTransaction } from './solanaMovement.js'

/** Entries per page. */
export const SOLANA_PAGE_SIZE = 20

interface SignatureInfo {
  signature: string
  blockTime?: number | null
}

function activityEntry(
  chain: ChainConfig,
  owner: string,
  signature: SignatureInfo,
  transaction: SolanaTransaction,
): ActivityTransaction {
  const { meta, blockTime } = transaction
  const keys = accountKeysOf(transaction)
  const { lamports, counterparty } = movementOf(owner, keys, transaction)
  const sol = { ...chain.native, decimals: SOLANA_DECIMALS }
  const instructions = transaction.transaction.message.instructions
  const firstProgram = keys[instructions[0]?.programIdIndex ?? -1] ?? ''
  const [operationType, sentFrom, sentTo] =
    lamports < 0n
      ? ['send', owner, counterparty]
      : lamports > 0n
        ? ['receive', counterparty, owner]
        : ['execute', keys[0] ?? '', firstProgram]
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
    transfers:
      lamports === 0n
        ? []
        : [
            activityTransfer(
              sol,
              lamports < 0n ? -lamports : lamports,
              lamports < 0n ? 'out' : 'in',
            ),
          ],
  }
}

/**
 * A Solana account's activity page from its node: `getSignaturesForAddress` (newest first,
 * `before` the cursor: the last signature of the previous page) and `getTransaction` of each.
 * SOL moves are read from the lamport balances before and after (the fee left out): a 'send'
 * when the address lost SOL, a 'receive' when it gained some, the counterparty being the account
 * that moved the other way; a transaction that moved none of its SOL is an 'execute' without
 * transfers, and a failed one lists the System transfer it attempted. SPL tokens are not read.
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
  const data = page.flatMap((signature, index) => {
    const transaction = transactions[index]
    return transaction ? [activityEntry(chain.config, address, signature, transaction)] : []
  })
  const last = page.at(-1)
  return signatures.length > page.length && last ? { data, next: last.signature } : { data }
}
