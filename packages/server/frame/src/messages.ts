/**
 * The app → frame message catalogue (design "Frame ↔ kit messages"): the envelope and each
 * request type's payload, checked before anything runs. Anything else is refused.
 */
import { isValidEmail } from '../../../core/src/validators/email.js'
import {
  isFrameSocialProvider,
  isFrameThemeVariables,
  isThemeMode,
} from '../../../core/src/validators/embeddedFrame.js'

export interface AppMessage {
  id: string
  type: RequestType
  payload: Record<string, unknown>
}

type Payload = Record<string, unknown>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TYPE = /^[A-Z][A-Z_]{0,63}$/
const OTP = /^\d{6}$/
const CAIP2 = /^(eip155:[1-9]\d{0,15}|solana:[1-9A-HJ-NP-Za-km-z]{1,44})$/

const isRecord = (value: unknown): value is Payload =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max
const optional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value)
const isOtp = (value: unknown) => typeof value === 'string' && OTP.test(value)

export const isHttpUrl = (value: unknown): value is string => {
  if (!text(value, 4_096)) return false
  try {
    const url = new URL(value as string)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** A chain id as the kit sends it: CAIP-2 (`eip155:1`, `solana:…`) or an EVM chain number. */
export const isChainIdInput = (value: unknown): boolean =>
  (typeof value === 'string' && CAIP2.test(value)) ||
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)

/** A chain id as CAIP-2: numbers (and digit strings) are eip155. */
export const toCaip2 = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
    return `eip155:${value}`
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) return `eip155:${value}`
  return typeof value === 'string' && CAIP2.test(value) ? value : undefined
}

const none = () => true

const SCHEMAS = {
  CONNECT_EMAIL: (p: Payload) => isValidEmail(p.email),
  CONNECT_DEVICE: none,
  CONNECT_OTP: (p: Payload) => isOtp(p.otp),
  GET_SOCIAL_REDIRECT_URI: (p: Payload) =>
    isFrameSocialProvider(p.provider) && optional(p.returnTo, isHttpUrl),
  CONNECT_SOCIAL: (p: Payload) => isHttpUrl(p.uri),
  GET_FARCASTER_URI: none,
  CONNECT_FARCASTER: none,
  GET_USER: (p: Payload) =>
    optional(p.chainId, isChainIdInput) &&
    optional(p.preferredAccountType, (value) => text(value, 32)),
  GET_CHAIN_ID: none,
  SWITCH_NETWORK: (p: Payload) => isChainIdInput(p.chainId),
  SIGN_OUT: none,
  IS_CONNECTED: (p: Payload) => optional(p.token, (value) => text(value, 4_096)),
  SET_PREFERRED_ACCOUNT: (p: Payload) => p.type === 'eoa' || p.type === 'smartAccount',
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: none,
  INIT_SMART_ACCOUNT: none,
  RPC_REQUEST: (p: Payload) =>
    text(p.method, 100) &&
    optional(p.params, (value) => Array.isArray(value) || isRecord(value)) &&
    optional(p.chainId, isChainIdInput),
  ABORT: (p: Payload) => text(p.requestId, 100),
  UPDATE_EMAIL: (p: Payload) => isValidEmail(p.email),
  UPDATE_EMAIL_PRIMARY_OTP: (p: Payload) => isOtp(p.otp),
  UPDATE_EMAIL_SECONDARY_OTP: (p: Payload) => isOtp(p.otp),
  // The kit's theme: a mode, and only known variables with a colour / px / font value.
  SYNC_THEME: (p: Payload) =>
    isThemeMode(p.themeMode) && optional(p.themeVariables, (value) => isFrameThemeVariables(value)),
  SYNC_DAPP_DATA: (p: Payload) =>
    text(p.projectId, 64) &&
    text(p.sdkVersion, 64) &&
    optional(p.origin, (value) => text(value, 512)),
  RELOAD: none,
} satisfies Record<string, (payload: Payload) => boolean>

export type RequestType = keyof typeof SCHEMAS

export type ParseResult =
  | { ok: true; message: AppMessage }
  /** Refused with an `_ERROR` reply (the id and type could be read). */
  | { ok: false; reply: { id: string; type: string; message: string } }
  /** Dropped silently: not a kit message at all. */
  | { ok: false; reply?: undefined }

export const INVALID_PAYLOAD = 'Invalid request payload'
export const UNKNOWN_TYPE = 'Unknown request type'

/** Reads and checks one message's data. */
export function parseAppMessage(data: unknown): ParseResult {
  if (!isRecord(data) || data.source !== 'gangway-app') return { ok: false }
  const { id, type } = data
  if (typeof id !== 'string' || !UUID.test(id)) return { ok: false }
  if (typeof type !== 'string' || !TYPE.test(type)) return { ok: false }
  if (!Object.hasOwn(SCHEMAS, type))
    return { ok: false, reply: { id, type, message: UNKNOWN_TYPE } }
  const payload = data.payload === undefined ? {} : data.payload
  if (!isRecord(payload) || !SCHEMAS[type as RequestType](payload))
    return { ok: false, reply: { id, type, message: INVALID_PAYLOAD } }
  return { ok: true, message: { id, type: type as RequestType, payload } }
}

/** Remembers every id seen: a replayed id is refused, never run twice. */
export function idRegistry() {
  // Never pruned: a frame lives as long as the host page, and ids are 36 characters.
  const seen = new Set<string>()
  return {
    /** True the first time an id is seen. */
    claim(id: string): boolean {
      if (seen.has(id)) return false
      seen.add(id)
      return true
    },
  }
}
