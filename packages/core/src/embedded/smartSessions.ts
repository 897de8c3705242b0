import { TIMING } from '../constants.js'
import type { Kit } from '../kit/types.js'
import { getRpcUrls } from '../rpc/defaultRpcUrl.js'
import { loadJsonRpcTransport } from '../rpc/loadJsonRpcTransport.js'
import { getRpcTransportConfig } from '../rpc/transportConfig.js'
import type { CaipNetwork } from '../types/chain.js'
import { withTimeLimit } from '../utils/timeLimit.js'

/**
 * The smart sessions (ERC-7715) of the embedded wallet's smart account, read from the chain: the
 * account (SessionAccount) holds them, so the list is what the chain enforces, not a copy.
 */
export interface SmartSession {
  /** The session key's address (what `wallet_revokePermissions` names as permissionsContext). */
  key: string
  /** The one contract the key may call. */
  target: string
  /** The one method (4-byte selector), or undefined for any method of `target`. */
  selector?: string
  valueLimit: bigint
  tokenLimit: bigint
  valueSpent: bigint
  tokenSpent: bigint
  /** Unix seconds: the session's last valid second. */
  validUntil: number
  revoked: boolean
}

/** SessionAccount's `sessionKeys()` and `sessionOf(address)`. */
const SESSION_KEYS = '0xafb4c13e'
const SESSION_OF = '0x003d3534'
const NO_SELECTOR = '00000000'
/** At most this many sessions are read (the newest): a list for a person, not an archive. */
const MAX_SESSIONS = 50

const words = (hex: string) => hex.slice(2).match(/.{64}/g) ?? []
const addressOf = (word: string) => `0x${word.slice(24)}`
const isAnswer = (value: unknown): value is string =>
  typeof value === 'string' && /^0x([0-9a-fA-F]{64})*$/.test(value)

/**
 * The sessions `account` holds on `network` (newest last), revoked and expired ones included:
 * none when the account is not deployed (or is not a SessionAccount). Each read has the kit's
 * data time limit; rejects when the network does not answer.
 */
export async function readSmartSessions(
  kit: Kit,
  account: string,
  network: CaipNetwork,
): Promise<SmartSession[]> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(account)) return []
  const { createJsonRpcTransport } = await loadJsonRpcTransport()
  const transport = createJsonRpcTransport(
    getRpcUrls(network, { projectId: kit.options.projectId }),
    { settings: getRpcTransportConfig() },
  )
  const call = async (data: string) => {
    const answer = await withTimeLimit(TIMING.DATA_API_TIMEOUT_MS, () =>
      transport.request({ method: 'eth_call', params: [{ to: account, data }, 'latest'] }),
    )
    if (!isAnswer(answer)) throw new Error(`eth_call answered ${String(answer).slice(0, 80)}`)
    return words(answer)
  }
  try {
    const code = await withTimeLimit(TIMING.DATA_API_TIMEOUT_MS, () =>
      transport.request({ method: 'eth_getCode', params: [account, 'latest'] }),
    )
    if (typeof code !== 'string' || code === '0x') return []
    // address[]: offset, length, then one word each.
    const [, length = '0', ...keys] = await call(SESSION_KEYS)
    const count = Number(BigInt(`0x${length}`))
    const listed = keys.slice(0, count).slice(-MAX_SESSIONS).map(addressOf)
    return await Promise.all(
      listed.map(async (key) => {
        const [target, selector, validUntil, revoked, ...amounts] = await call(
          `${SESSION_OF}${key.slice(2).padStart(64, '0')}`,
        )
        const [valueLimit, tokenLimit, valueSpent, tokenSpent] = amounts.map((word) =>
          BigInt(`0x${word}`),
        )
        if (!target || !selector || !validUntil || tokenSpent === undefined)
          throw new Error('sessionOf answered too little')
        return {
          key,
          target: addressOf(target),
          ...(selector.slice(0, 8) !== NO_SELECTOR && { selector: `0x${selector.slice(0, 8)}` }),
          valueLimit: valueLimit as bigint,
          tokenLimit: tokenLimit as bigint,
          valueSpent: valueSpent as bigint,
          tokenSpent,
          validUntil: Number(BigInt(`0x${validUntil}`)),
          revoked: BigInt(`0x${revoked}`) !== 0n,
        }
      }),
    )
  } finally {
    transport.destroy()
  }
}

/** The sessions a key can still use at `now` (unix seconds): not revoked, not expired. */
export const activeSmartSessions = (sessions: readonly SmartSession[], now = Date.now() / 1000) =>
  sessions.filter((session) => !session.revoked && session.validUntil > now)
