import { safeImageUrl } from '../validators/links.js'
import {
  isNonNegativeNumber,
  isRecord,
  own,
  PLAIN_DECIMAL,
  isBoundedText as text,
} from '../validators/untrustedFields.js'
import type { ActivityTransaction, ActivityTransfer } from './types.js'

// Loaded on demand with the first activity read: of what the first load uses it imports only the
// one image check (see validators/tokenBalance.ts).

const MAX_TRANSACTIONS = 100
const MAX_TRANSFERS = 20

const textOr = (value: unknown, fallback = ''): string | undefined =>
  value === undefined ? fallback : text(value) ? value : undefined
/**
 * An image URL field: absent, or a string (an inline data: image may be long; `safeImageUrl`
 * bounds it). An image the kit refuses is dropped, not the transfer.
 */
const imageOr = (value: unknown): string | undefined =>
  value === undefined ? '' : typeof value === 'string' ? (safeImageUrl(value) ?? '') : undefined
const amount = (value: unknown): number | undefined =>
  isNonNegativeNumber(value) ? value : undefined

function parseTransfer(value: unknown): ActivityTransfer | undefined {
  const direction = own(value, 'direction')
  const numeric = own(own(value, 'quantity'), 'numeric')
  if (direction !== 'in' && direction !== 'out' && direction !== 'self') return undefined
  if (typeof numeric !== 'string' || !PLAIN_DECIMAL.test(numeric)) return undefined
  const transfer: ActivityTransfer = { direction, quantity: { numeric } }
  const fungible = own(value, 'fungible_info')
  const nft = own(value, 'nft_info')
  if (fungible !== undefined) {
    const name = textOr(own(fungible, 'name'))
    const symbol = own(fungible, 'symbol')
    const icon = imageOr(own(own(fungible, 'icon'), 'url'))
    if (name === undefined || !text(symbol) || icon === undefined) return undefined
    transfer.fungible_info = { name, symbol, icon: { url: icon } }
  } else if (nft !== undefined) {
    const name = own(nft, 'name')
    const spam = own(own(nft, 'flags'), 'is_spam')
    const preview = imageOr(own(own(own(nft, 'content'), 'preview'), 'url'))
    if (!text(name) || preview === undefined) return undefined
    transfer.nft_info = {
      name,
      flags: { is_spam: spam === true },
      content: { preview: { url: preview } },
    }
  } else return undefined
  const price = amount(own(value, 'price'))
  const worth = amount(own(value, 'value'))
  if (price !== undefined) transfer.price = price
  if (worth !== undefined) transfer.value = worth
  return transfer
}

/** One transaction of spec §3 from untrusted data, or undefined. Text stays text. */
export function parseTransaction(value: unknown): ActivityTransaction | undefined {
  const id = own(value, 'id')
  const metadata = own(value, 'metadata')
  const transfers = own(value, 'transfers')
  if (!text(id) || id.length === 0 || !isRecord(metadata) || !Array.isArray(transfers)) return
  const minedAt = own(metadata, 'minedAt')
  if (!text(minedAt) || Number.isNaN(Date.parse(minedAt))) return undefined
  const fields = {
    chain: own(metadata, 'chain'),
    operationType: own(metadata, 'operationType'),
    status: own(metadata, 'status'),
    sentFrom: textOr(own(metadata, 'sentFrom')),
    sentTo: textOr(own(metadata, 'sentTo')),
    hash: own(metadata, 'hash'),
  }
  if (!text(fields.chain) || !text(fields.operationType) || !text(fields.status)) return undefined
  if (fields.sentFrom === undefined || fields.sentTo === undefined) return undefined
  if (fields.hash !== undefined && !text(fields.hash)) return undefined
  const parsed: ActivityTransfer[] = []
  for (const transfer of transfers.slice(0, MAX_TRANSFERS)) {
    const one = parseTransfer(transfer)
    if (one) parsed.push(one)
  }
  return {
    id,
    metadata: {
      minedAt,
      chain: fields.chain,
      operationType: fields.operationType,
      status: fields.status,
      sentFrom: fields.sentFrom,
      sentTo: fields.sentTo,
      ...(fields.hash !== undefined && { hash: fields.hash }),
    },
    transfers: parsed,
  }
}

/**
 * An activity API answer (`{ data: [...], next? }`) as transactions: invalid entries are dropped,
 * at most 100 per page. Undefined when the answer holds no list (a failed read, not "no activity").
 */
export function parseTransactionsPage(
  response: unknown,
): { transactions: ActivityTransaction[]; next?: string } | undefined {
  const data = own(response, 'data')
  if (!Array.isArray(data)) return undefined
  const next = own(response, 'next')
  const transactions: ActivityTransaction[] = []
  for (const entry of data.slice(0, MAX_TRANSACTIONS)) {
    const transaction = parseTransaction(entry)
    if (transaction) transactions.push(transaction)
  }
  return text(next) && next.length > 0 ? { transactions, next } : { transactions }
}
