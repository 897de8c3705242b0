import { KitError } from '../errors/KitError.js'
import type { SIWXMessageParams } from '../options/types.js'
import { createMemoryBackend, detectLocalStorage } from '../storage/backend.js'
import { STORAGE_PREFIX, type StorageBackend } from '../storage/types.js'
import type { CaipNetworkId } from '../types/chain.js'
import type { SiwxMessageFields } from './message/fields.js'
import { formatSiwxMessage } from './message/format.js'

/** Sessions last a week unless the host says otherwise (and the server's default agrees). */
export const DEFAULT_SIWX_EXPIRATION_MS = 7 * 24 * 60 * 60 * 1000

/** The message object `SIWXConfig.createMessage` returns: the fields, and their text. */
export type SiwxMessage = SiwxMessageFields & { toString(): string; [key: string]: unknown }

export interface SiwxMessageParamsInput {
  nonce: string
  statement?: string
  expirationMs?: number
  /** The page's host and URL by default (`location`). */
  domain?: string
  uri?: string
  now?: Date
}

export interface SiwxMessageInput extends SiwxMessageParamsInput {
  accountAddress: string
  chainId: CaipNetworkId
}

/**
 * The message's fields but the account and chain (a sign-in whose account the wallet picks):
 * domain and uri from `location` unless given, issued now, expiring after `expirationMs`.
 */
export function createSiwxMessageParams(input: SiwxMessageParamsInput): SIWXMessageParams {
  const location = (globalThis as { location?: { host: string; href: string } }).location
  const now = input.now ?? new Date()
  const expirationMs = input.expirationMs ?? DEFAULT_SIWX_EXPIRATION_MS
  return {
    domain: input.domain ?? location?.host ?? 'localhost',
    ...(input.statement !== undefined && { statement: input.statement }),
    uri: input.uri ?? location?.href ?? 'http://localhost/',
    version: '1',
    nonce: input.nonce,
    issuedAt: now.toISOString(),
    ...(expirationMs > 0 && {
      expirationTime: new Date(now.getTime() + expirationMs).toISOString(),
    }),
  }
}

/** The sign-in message for this page: domain and uri from `location` unless given. */
export function createSiwxMessage(input: SiwxMessageInput): SiwxMessage {
  const { statement, ...params } = createSiwxMessageParams(input)
  const { domain, ...rest } = params
  const fields: SiwxMessageFields = {
    domain,
    accountAddress: input.accountAddress,
    ...(statement !== undefined && { statement }),
    ...rest,
    chainId: input.chainId,
  }
  const text = formatSiwxMessage(fields)
  return Object.defineProperty({ ...fields }, 'toString', { value: () => text, enumerable: false })
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random alphanumeric nonce (EIP-4361: at least 8; here 24, from the platform's CSPRNG). */
export function randomNonce(length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  // 62 letters: bytes ≥ 248 would bias; redraw those few.
  let nonce = ''
  for (const byte of bytes) {
    if (byte < 248) nonce += ALPHANUMERIC[byte % 62]
  }
  return nonce.length >= length ? nonce : nonce + randomNonce(length - nonce.length)
}

/** Where sign-in keeps its data: the given backend, else `localStorage`, else memory. */
export function siwxStorage(backend?: StorageBackend): StorageBackend {
  return backend ?? detectLocalStorage(`${STORAGE_PREFIX}siwx-probe`) ?? createMemoryBackend()
}

/** A JSON value in storage; a missing or corrupted value reads as undefined. */
export function readJson(storage: StorageBackend, key: string): unknown {
  try {
    const raw = storage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** Throws KitError('INVALID_OPTION') for a bad `expirationMs`, `required` or `statement`. */
export function checkSiwxOptions(
  name: string,
  options: { required?: unknown; statement?: unknown; expirationMs?: unknown },
): void {
  const fail = (option: string, details: string) => {
    throw new KitError('INVALID_OPTION', { params: { option: `${name}.${option}`, details } })
  }
  const { required, statement, expirationMs } = options
  if (required !== undefined && typeof required !== 'boolean')
    fail('required', 'required must be true or false.')
  if (
    statement !== undefined &&
    (typeof statement !== 'string' || /[\r\n]/.test(statement) || !statement)
  )
    fail('statement', 'statement must be one line of text.')
  if (
    expirationMs !== undefined &&
    (typeof expirationMs !== 'number' || !Number.isFinite(expirationMs) || expirationMs < 0)
  )
    fail('expirationMs', 'expirationMs must be a number of milliseconds, 0 or more (0: no expiry).')
}
