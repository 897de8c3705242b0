import type { HistoryPage } from '../shared/answerSchemas.js'

/** At most this many delivery senders in one `onramp` (the kit sends its providers' few). */
export const MAX_ONRAMP_SENDERS = 16

/** Same account: EVM addresses in any letter case, others (base58) exactly. */
const sameAddress = (a: string, b: string) =>
  a === b || (a.startsWith('0x') && a.toLowerCase() === b.toLowerCase())

/**
 * The transactions call's `onramp` (spec §7): entries the account received from one of the
 * on-ramp providers' delivery senders are marked `operationType: 'onramp'` (something came in,
 * nothing went out). Everything else is left as read.
 */
export function markOnrampDeliveries(page: HistoryPage, senders: readonly string[]): HistoryPage {
  if (senders.length === 0) return page
  return {
    ...page,
    data: page.data.map((entry) => {
      const { sentFrom } = entry.metadata
      const received =
        entry.transfers.some((t) => t.direction === 'in') &&
        !entry.transfers.some((t) => t.direction === 'out')
      return received && senders.some((sender) => sameAddress(sender, sentFrom))
        ? { ...entry, metadata: { ...entry.metadata, operationType: 'onramp' } }
        : entry
    }),
  }
}
