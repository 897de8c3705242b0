import type { ErrorCode } from './catalogue.js'
import { KitError } from './KitError.js'

/** Spec §8 provider error mapping: message the provider sends → alert shown to the visitor. */
export const PROVIDER_ERROR_ALERTS = [
  { message: 'Unauthorized: origin not allowed', code: 'ALERT_INVALID_APP_CONFIGURATION' },
  { message: 'JWT validation error: JWT Token is not yet valid', code: 'ALERT_SESSION_EXPIRED' },
  { message: 'Unauthorized: invalid key', code: 'ALERT_INVALID_PROJECT_ID' },
] as const satisfies readonly { message: string; code: ErrorCode }[]

/** EIP-1193 4001 and WalletConnect (CAIP-25) 5000: the visitor rejected the request. */
export const USER_REJECTED_CODES: readonly number[] = [4001, 5000]

const USER_REJECTED_MESSAGE =
  /user (rejected|denied|declined|cancel(l)?ed|aborted)|rejected by (the )?user|user_rejected/i

/** How deep `cause` / `error` / `data.originalError` chains are followed. */
const MAX_DEPTH = 5
const MAX_MESSAGE_LENGTH = 10_000

function readField(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

/** The error and the errors it wraps (cause, error, data.originalError), nearest first. */
function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  const queue: unknown[] = [error]
  while (queue.length > 0 && chain.length < MAX_DEPTH * 3) {
    const current = queue.shift()
    if (current === undefined || current === null || chain.includes(current)) continue
    chain.push(current)
    queue.push(
      readField(current, 'cause'),
      readField(current, 'error'),
      readField(readField(current, 'data'), 'originalError'),
    )
  }
  return chain
}

function messagesOf(error: unknown): string[] {
  return errorChain(error).flatMap((entry) => {
    const found: string[] = []
    if (typeof entry === 'string') found.push(entry)
    for (const key of ['message', 'shortMessage', 'details', 'reason']) {
      const text = readField(entry, key)
      if (typeof text === 'string') found.push(text)
    }
    return found.map((text) => text.slice(0, MAX_MESSAGE_LENGTH))
  })
}

function codesOf(error: unknown): number[] {
  return errorChain(error).flatMap((entry) => {
    const code = readField(entry, 'code')
    return typeof code === 'number' ? [code] : []
  })
}

/** The JSON-RPC / EIP-1193 numeric codes found on an error and what it wraps. Never throws. */
export function getErrorCodes(error: unknown): number[] {
  return codesOf(error)
}

/** True for EIP-1193 4001 / WalletConnect 5000, or messages like 'User rejected'. Never throws. */
export function isUserRejectedError(error: unknown): boolean {
  if (error instanceof KitError && error.code === 'USER_REJECTED') return true
  if (codesOf(error).some((code) => USER_REJECTED_CODES.includes(code))) return true
  return messagesOf(error).some((text) => USER_REJECTED_MESSAGE.test(text))
}

/** The alert a provider error maps to (spec §8), if any. Never throws. */
export function getProviderAlertCode(error: unknown): ErrorCode | undefined {
  const texts = messagesOf(error)
  for (const { message, code } of PROVIDER_ERROR_ALERTS) {
    if (texts.some((text) => text.includes(message))) return code
  }
  return undefined
}

/**
 * Maps a provider / wallet error to a catalogue KitError: the spec §8 alerts for the three
 * known provider messages, USER_REJECTED for a user rejection, else undefined (the caller
 * keeps its own handling). The original error is kept as `cause`. Never throws.
 */
export function mapProviderError(error: unknown): KitError | undefined {
  if (error instanceof KitError) return error
  const alert = getProviderAlertCode(error)
  if (alert) return new KitError(alert, { cause: error })
  if (isUserRejectedError(error)) return new KitError('USER_REJECTED', { cause: error })
  return undefined
}
