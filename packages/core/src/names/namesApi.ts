import { TIMING } from '../constants.js'
import type { ErrorCode } from '../errors/catalogue.js'
import { KitError } from '../errors/KitError.js'
import { createDataApiClient } from '../http/createDataApiClient.js'
import type { FetchFn } from '../http/createHttpClient.js'
import { httpStatusOf } from '../http/createHttpClient.js'
import { isRecord } from '../validators/records.js'

// The name API of the operator's @gangway/server (spec §7 name calls): every call within a time
// limit, every answer checked; a failure is a KitError with spec §8's text, the server's own
// reason (its error.message) kept as the long message, as §8 "Name service" asks.

/** A registered name: its addresses by ENSIP-11 coin type. */
export interface AccountName {
  name: string
  addresses: Record<string, { address: string }>
  createdAt: string
}

export interface NameSuggestion {
  name: string
  registered: boolean
}

/** What `register` sends: the message is the JSON text the address signed. */
export interface NameRegistration {
  coinType: number
  address: string
  signature: string
  message: string
}

export interface NamesApiOptions {
  /** The server's base URL, http(s) (the kit's `namesApiUrl`). */
  url: string
  timeoutMs?: number
  fetch?: FetchFn
}

const MAX_NAME = 255
const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME

function parseName(value: unknown): AccountName | undefined {
  if (!isRecord(value) || !isName(value.name) || !isRecord(value.addresses)) return undefined
  const addresses: AccountName['addresses'] = {}
  for (const [coinType, entry] of Object.entries(value.addresses)) {
    if (!/^\d{1,20}$/.test(coinType) || !isRecord(entry)) continue
    if (typeof entry.address === 'string' && entry.address.length <= 128)
      addresses[coinType] = { address: entry.address }
  }
  const createdAt = typeof value.createdAt === 'string' ? value.createdAt : ''
  return { name: value.name, addresses, createdAt }
}

/** The server's own reason (`{ error: { message } }`) of a failed status, when it sent one. */
async function serverReason(error: unknown): Promise<string | undefined> {
  const response = error instanceof KitError ? error.data : undefined
  if (!(response instanceof Response)) return undefined
  try {
    const body: unknown = await response.clone().json()
    const message = isRecord(body) && isRecord(body.error) ? body.error.message : undefined
    return typeof message === 'string' && message.length <= 500 ? message : undefined
  } catch {
    return undefined
  }
}

/** Wraps a failed call in spec §8's error, the server's reason as its long message. */
async function nameError(code: ErrorCode, error: unknown, params?: Record<string, string>) {
  if (error instanceof KitError && error.code === code) return error
  const reason = await serverReason(error)
  return new KitError(code, {
    cause: error,
    ...(params && { params }),
    ...(reason && { longMessage: reason }),
    data: { status: httpStatusOf(error), reason },
  })
}

/** The text a view shows for a name failure: the server's reason, else the spec's text. */
export function nameErrorText(error: unknown): string {
  if (error instanceof KitError) return error.longMessage ?? error.shortMessage
  return error instanceof Error ? error.message : String(error)
}

const answerError = (code: ErrorCode, what: string) =>
  new KitError(code, { longMessage: `The name API's answer ${what}` })

/**
 * The name API: `lookup` (undefined when not registered), `suggestions`, `reverse` and
 * `register`. Each rejects with the spec's KitError on a failed status, a time-out or an answer
 * that is not what it promises.
 */
export function createNamesApi(options: NamesApiOptions) {
  const http = createDataApiClient({
    url: options.url,
    timeoutMs: options.timeoutMs ?? TIMING.DATA_API_TIMEOUT_MS,
    ...(options.fetch && { fetch: options.fetch }),
  })
  return {
    async lookup(name: string, signal?: AbortSignal): Promise<AccountName | undefined> {
      let answer: unknown
      try {
        answer = await http.get({
          path: 'names/lookup',
          params: { name },
          ...(signal && { signal }),
        })
      } catch (error) {
        if (httpStatusOf(error) === 404) return undefined
        throw await nameError('NAME_RESOLVE_FAILED', error)
      }
      return parseName(answer) ?? Promise.reject(answerError('NAME_RESOLVE_FAILED', 'has no name'))
    },

    async suggestions(name: string, signal?: AbortSignal): Promise<NameSuggestion[]> {
      let answer: unknown
      try {
        answer = await http.get({
          path: 'names/suggestions',
          params: { name },
          ...(signal && { signal }),
        })
      } catch (error) {
        throw await nameError('NAME_SUGGESTIONS_FAILED', error)
      }
      if (!isRecord(answer) || !Array.isArray(answer.suggestions))
        throw answerError('NAME_SUGGESTIONS_FAILED', 'has no suggestions')
      return answer.suggestions
        .slice(0, 20)
        .flatMap((entry: unknown) =>
          isRecord(entry) && isName(entry.name) && typeof entry.registered === 'boolean'
            ? [{ name: entry.name, registered: entry.registered }]
            : [],
        )
    },

    async reverse(address: string, coinType?: number): Promise<AccountName[]> {
      let answer: unknown
      try {
        answer = await http.get({ path: 'names/reverse', params: { address, coinType } })
      } catch (error) {
        throw await nameError('NAMES_FOR_ADDRESS_FAILED', error)
      }
      if (!isRecord(answer) || !Array.isArray(answer.names))
        throw answerError('NAMES_FOR_ADDRESS_FAILED', 'has no names')
      return answer.names.slice(0, 100).flatMap((entry: unknown) => parseName(entry) ?? [])
    },

    async register(registration: NameRegistration, name: string): Promise<AccountName> {
      let answer: unknown
      try {
        answer = await http.post({
          path: 'names/register',
          body: registration,
          headers: { 'content-type': 'application/json' },
        })
      } catch (error) {
        throw await nameError('NAME_REGISTER_FAILED', error, { name })
      }
      const registered = parseName(answer)
      if (!registered)
        throw new KitError('NAME_REGISTER_FAILED', {
          params: { name },
          longMessage: "The name API's answer has no name",
        })
      return registered
    },
  }
}

export type NamesApi = ReturnType<typeof createNamesApi>
