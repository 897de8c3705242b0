import { FRAME_SOCIAL_PROVIDERS, TIMING } from '../constants.js'
import { KitError } from '../errors/KitError.js'
import { isRecord } from './records.js'

// isValidEmail is in ./email.js, not re-exported here: a re-export keeps a bare import of that
// module in every chunk importing these rules (the lazily loaded embedded chunk), which splits
// the first load's chunks further (bench/size-budget.test.ts).

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

/**
 * Whole seconds left before a new email login or code request is allowed (0 = allowed now):
 * the remaining part of the 30 s window, rounded up. A last time in the future counts as
 * "just now" (at most 30 s), so a skewed clock cannot lock the visitor out.
 */
export function emailLoginCooldownSeconds(lastLoginTime: number | undefined, now: number): number {
  if (typeof lastLoginTime !== 'number' || !Number.isFinite(lastLoginTime)) return 0
  if (typeof now !== 'number' || !Number.isFinite(now)) return 0
  const cooldown = TIMING.EMAIL_CODE_RESEND_COOLDOWN_MS
  const remaining = Math.min(cooldown, cooldown - (now - lastLoginTime))
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/** Throws KitError 'Please try again after N seconds' within 30 s of the last request. */
export function assertEmailLoginAllowed(
  lastLoginTime: number | undefined,
  now: number = Date.now(),
): void {
  const seconds = emailLoginCooldownSeconds(lastLoginTime, now)
  if (seconds > 0) throw new KitError('RETRY_AFTER', { params: { seconds } })
}

/** Spec §6 safe methods: read-only queries, raw-transaction send, capability and asset queries. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'wallet_getAssets',
] as const

/** Spec §6 not-safe methods: they need the visitor's approval in the embedded wallet. */
export const NOT_SAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type NotSafeRpcMethod = (typeof NOT_SAFE_RPC_METHODS)[number]
export type FrameRpcMethod = SafeRpcMethod | NotSafeRpcMethod

export function isSafeRpcMethod(method: unknown): method is SafeRpcMethod {
  return typeof method === 'string' && (SAFE_RPC_METHODS as readonly string[]).includes(method)
}

export function isNotSafeRpcMethod(method: unknown): method is NotSafeRpcMethod {
  return typeof method === 'string' && (NOT_SAFE_RPC_METHODS as readonly string[]).includes(method)
}

/** Only the known signing and reading methods are accepted (spec §5). */
export function isAllowedRpcMethod(method: unknown): method is FrameRpcMethod {
  return isSafeRpcMethod(method) || isNotSafeRpcMethod(method)
}

const startsWith0x = (value: unknown): boolean =>
  typeof value === 'string' && value.startsWith('0x')

/**
 * wallet_sendCalls params (spec §5): a list of requests, each with a `calls` list whose every
 * call has a 'to' starting with 0x and, when present, data starting with 0x.
 */
export function isValidWalletSendCallsParams(params: unknown): boolean {
  if (!Array.isArray(params) || params.length === 0) return false
  return params.every((request) => {
    if (!isRecord(request) || !Object.hasOwn(request, 'calls')) return false
    const calls = request.calls
    if (!Array.isArray(calls)) return false
    return calls.every((call) => {
      if (!isRecord(call) || !Object.hasOwn(call, 'to') || !startsWith0x(call.to)) return false
      return !Object.hasOwn(call, 'data') || call.data === undefined || startsWith0x(call.data)
    })
  })
}

export type FrameRpcCheck =
  | { ok: true; method: FrameRpcMethod; safe: boolean }
  | { ok: false; error: KitError }

/**
 * Checks an RPC request for the embedded wallet: unknown methods are refused with
 * 'Requested RPC call is not allowed'; wallet_sendCalls params are checked too. Never throws.
 */
export function checkFrameRpcRequest(request: unknown): FrameRpcCheck {
  const method = isRecord(request) && Object.hasOwn(request, 'method') ? request.method : undefined
  if (!isAllowedRpcMethod(method)) return { ok: false, error: new KitError('RPC_NOT_ALLOWED') }
  if (method === 'wallet_sendCalls') {
    const params = Object.hasOwn(request as object, 'params')
      ? (request as Record<string, unknown>).params
      : undefined
    if (!isValidWalletSendCallsParams(params)) {
      return {
        ok: false,
        error: new KitError('INVALID_RPC_PARAMS', {
          params: {
            method,
            details: "Each call needs a 'to' starting with 0x; data, when set, must start with 0x.",
          },
        }),
      }
    }
  }
  return { ok: true, method, safe: isSafeRpcMethod(method) }
}

/** Like `checkFrameRpcRequest`, but throws the KitError. */
export function assertFrameRpcRequest(request: unknown): { method: FrameRpcMethod; safe: boolean } {
  const check = checkFrameRpcRequest(request)
  if (!check.ok) throw check.error
  return { method: check.method, safe: check.safe }
}

export type FrameSocialProvider = (typeof FRAME_SOCIAL_PROVIDERS)[number]

/** Spec §5: google, github, apple, facebook, x or discord. */
export function isFrameSocialProvider(value: unknown): value is FrameSocialProvider {
  return typeof value === 'string' && (FRAME_SOCIAL_PROVIDERS as readonly string[]).includes(value)
}

/** Spec §5: theme mode must be light or dark. */
export function isThemeMode(value: unknown): value is 'light' | 'dark' {
  return value === 'light' || value === 'dark'
}

/** Spec §5: 0x plus 64 hex characters. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && value.length === 66 && TRANSACTION_HASH.test(value)
}

/** Spec §5: 0x plus at least 62 hex characters. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}

/** A colour: hex, rgb()/hsl() of numbers, or a colour keyword (letters only). */
const FRAME_THEME_COLOR =
  /^(?:#[0-9a-fA-F]{3,8}|(?:rgba?|hsla?)\(\s*[\d.%\s,/+-]{1,60}\)|[a-zA-Z]{3,30})$/
/** A length in px (the kit's corner radius unit). */
const FRAME_THEME_LENGTH = /^\d{1,3}(?:\.\d{1,3})?px$/
/** Font family names: letters, digits, spaces, commas, hyphens and quotes. */
const FRAME_THEME_FONT = /^[\w\s,'"-]{1,200}$/

/**
 * The kit's theme variables the secure frame takes, each with the values it accepts: its
 * dialog's colours, font and corners follow the kit's theme (mode and the host's overrides).
 */
export const FRAME_THEME_VARIABLES: Readonly<Record<string, RegExp>> = {
  '--gw-accent': FRAME_THEME_COLOR,
  '--gw-accent-fg': FRAME_THEME_COLOR,
  '--gw-color-bg': FRAME_THEME_COLOR,
  '--gw-color-fg': FRAME_THEME_COLOR,
  '--gw-color-fg-muted': FRAME_THEME_COLOR,
  '--gw-color-surface': FRAME_THEME_COLOR,
  '--gw-color-border': FRAME_THEME_COLOR,
  '--gw-color-error': FRAME_THEME_COLOR,
  '--gw-font-family': FRAME_THEME_FONT,
  '--gw-border-radius-master': FRAME_THEME_LENGTH,
}

const isFrameThemeEntry = (key: string, value: unknown): value is string | number => {
  const pattern = Object.hasOwn(FRAME_THEME_VARIABLES, key) ? FRAME_THEME_VARIABLES[key] : undefined
  if (!pattern) return false
  if (typeof value === 'number') return Number.isFinite(value) && pattern === FRAME_THEME_LENGTH
  return typeof value === 'string' && pattern.test(value.trim())
}

/**
 * What the kit sends the frame of its theme variables: the known ones with a value the frame
 * accepts (a number radius as px); anything else is left out, so the frame keeps its default.
 */
export function pickFrameThemeVariables(variables: unknown): Record<string, string> {
  const picked: Record<string, string> = {}
  if (!isRecord(variables)) return picked
  for (const [key, value] of Object.entries(variables)) {
    if (isFrameThemeEntry(key, value))
      picked[key] = typeof value === 'number' ? `${value}px` : value.trim()
  }
  return picked
}

/**
 * The frame's check of SYNC_THEME's variables: true only for a record of known variables, each
 * with an accepted value (a colour, a px length, font names). Anything else (an unknown variable,
 * a value that could end the declaration or load something) refuses the message.
 */
export function isFrameThemeVariables(value: unknown): value is Record<string, string> {
  if (!isRecord(value)) return false
  const entries = Object.entries(value)
  return (
    entries.length <= Object.keys(FRAME_THEME_VARIABLES).length &&
    entries.every(([key, entry]) => typeof entry === 'string' && isFrameThemeEntry(key, entry))
  )
}
