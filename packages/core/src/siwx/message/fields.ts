import { isCaipNetworkId } from '../../caip/caip.js'
import { KitError } from '../../errors/KitError.js'
import type { CaipNetworkId } from '../../types/chain.js'

/** The fields of a CAIP-122 sign-in message (spec §3 "Sign-in message"). */
export interface SiwxMessageFields {
  /** RFC 3986 authority (host[:port]) asking for the sign-in. */
  domain: string
  /** The account's address in its family's own form (no CAIP prefix). */
  accountAddress: string
  /** One line, no line breaks. */
  statement?: string
  uri: string
  version: '1'
  chainId: CaipNetworkId
  nonce: string
  /** ISO 8601 date-time. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** A whole message is at most this long: a sign-in text is a few hundred characters. */
export const MAX_MESSAGE_LENGTH = 8192

const DOMAIN = /^[-a-zA-Z0-9.%~_!$&'()*+,;=[\]:@]{1,253}$/
const ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]{1,2048}$/
const NONCE = /^[a-zA-Z0-9]{8,128}$/
const REQUEST_ID = /^[^\s\p{Cc}]{1,256}$/u
/** RFC 3339 date-time (the profile of ISO 8601 that EIP-4361 uses). */
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/
/**
 * A statement is one line of printable text (no control characters, no line breaks) that cannot
 * be mistaken for the URI line.
 */
const STATEMENT = /^(?!URI: )[^\p{Cc}\u2028\u2029]{1,1024}$/u

export function invalidMessage(details: string): KitError {
  return new KitError('SIWX_MESSAGE_INVALID', { params: { details } })
}

function check(ok: boolean, field: string, value: unknown): void {
  if (ok) return
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) : typeof value
  throw invalidMessage(`${field} is not valid: ${shown}`)
}

function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
}

function optional(value: unknown, test: (v: unknown) => boolean): boolean {
  return value === undefined || test(value)
}

const matches = (re: RegExp) => (value: unknown) => typeof value === 'string' && re.test(value)

/** Throws KitError('SIWX_MESSAGE_INVALID') naming the first field that is not valid. */
export function assertSiwxMessageFields(fields: SiwxMessageFields): void {
  if (typeof fields !== 'object' || fields === null)
    throw invalidMessage('fields must be an object')
  check(matches(DOMAIN)(fields.domain), 'domain', fields.domain)
  check(matches(ADDRESS)(fields.accountAddress), 'accountAddress', fields.accountAddress)
  check(optional(fields.statement, matches(STATEMENT)), 'statement', fields.statement)
  check(matches(URI)(fields.uri), 'uri', fields.uri)
  check(fields.version === '1', 'version', fields.version)
  check(isCaipNetworkId(fields.chainId), 'chainId', fields.chainId)
  check(matches(NONCE)(fields.nonce), 'nonce', fields.nonce)
  check(isDateTime(fields.issuedAt), 'issuedAt', fields.issuedAt)
  check(optional(fields.expirationTime, isDateTime), 'expirationTime', fields.expirationTime)
  check(optional(fields.notBefore, isDateTime), 'notBefore', fields.notBefore)
  check(optional(fields.requestId, matches(REQUEST_ID)), 'requestId', fields.requestId)
  check(
    optional(fields.resources, (r) => Array.isArray(r) && r.length <= 64 && r.every(matches(URI))),
    'resources',
    fields.resources,
  )
}
