// The app ↔ secure-frame message catalogue (spec §7, design "Frame ↔ kit messages"): every
// message the kit accepts from the frame is checked here, field by field; anything else is
// dropped (never thrown), so a malformed or hostile message changes nothing.
import { isCaipNetworkId } from '../caip/caip.js'
import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import { eip155Family } from '../families/eip155.js'
import { isValidSolanaAddress } from '../families/solana.js'
import { isRecord } from '../validators/records.js'
import { parseSessionAccount } from '../walletconnect/namespaces.js'

export const APP_SOURCE = 'gangway-app'
export const FRAME_SOURCE = 'gangway-frame'

/** Longest string the kit keeps from the frame (ids, messages, names); URLs have their own cap. */
const MAX_TEXT = 512
const MAX_URL = 4096
const MAX_ACCOUNTS = 20

/** Request type → what its `_SUCCESS` payload holds once checked. */
export interface FrameSuccess {
  CONNECT_EMAIL: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
  CONNECT_DEVICE: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
  CONNECT_OTP: Record<string, never>
  GET_SOCIAL_REDIRECT_URI: { uri: string }
  CONNECT_SOCIAL: { userName?: string }
  GET_FARCASTER_URI: { url: string; userName?: string }
  CONNECT_FARCASTER: { userName?: string }
  GET_USER: FrameUser
  GET_CHAIN_ID: { chainId: string | number }
  /** The eip155 account on the new chain (its smart account or EOA) and its type, when signed in. */
  SWITCH_NETWORK: {
    chainId: string | number
    address?: string
    accountType?: EmbeddedAccountType
  }
  SIGN_OUT: Record<string, never>
  IS_CONNECTED: { isConnected: boolean }
  /** The account now in use: the one asked for, or the EOA where it cannot be had (spec §4). */
  SET_PREFERRED_ACCOUNT: { type: EmbeddedAccountType; address: string }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { networks: number[] }
  RPC_REQUEST: { result: unknown }
  ABORT: Record<string, never>
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  UPDATE_EMAIL_PRIMARY_OTP: { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: string }
  SYNC_THEME: Record<string, never>
  SYNC_DAPP_DATA: Record<string, never>
  RELOAD: Record<string, never>
}

export type FrameRequestType = keyof FrameSuccess

/** The embedded wallet's account types: its smart account (eip155's default) or the key's own. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'
const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const

export interface FrameUser {
  email?: string
  userName?: string
  /** The account in use on `chainId` (the smart account's address when that is the type). */
  address: string
  chainId: string
  accounts: { address: string; type: EmbeddedAccountType; namespace: string }[]
  /** The type of `address`; absent from older frames (then eoa). */
  preferredAccountType?: EmbeddedAccountType
  smartAccountDeployed?: boolean
  solanaAddress?: string
}

/** What an approval asks for: a signature (a message, typed data) or a transaction. */
export type ApprovalRequest = 'signature' | 'transaction'

/** Unsolicited frame messages (`id: null`). */
export type FrameEvent =
  | { type: 'READY' }
  | { type: 'SHOW'; reason: 'approve' | 'recovery'; request?: ApprovalRequest }
  | { type: 'HIDE' }
  /** The height (CSS px) of what the frame shows: the kit sizes the frame's place to it. */
  | { type: 'SIZE'; height: number }
  | { type: 'ACCOUNT_CHANGED'; address: string; chainId: string | number }
  | { type: 'LOGOUT' }

/** A frame message after the envelope check: a reply to a request, or an event. */
export type FrameMessage =
  | { kind: 'event'; event: FrameEvent }
  | { kind: 'reply'; id: string; type: string; ok: boolean; payload: unknown }

/**
 * An email's shape (a string of at most 254 characters with an `@` inside): the kit's own check
 * of what it sends and of what the frame reports. The address rule of spec §5 (isValidEmail) is
 * applied by the Connect view, the frame and the server; kept out of this chunk so it does not
 * split the first load's chunks.
 */
export const isEmailShaped = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 254 && /^[^@\s]+@[^@\s]+$/.test(value)

const text = (value: unknown, max = MAX_TEXT): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

const optionalText = (record: Record<string, unknown>, key: string): string | undefined | null => {
  if (!Object.hasOwn(record, key) || record[key] === undefined || record[key] === null)
    return undefined
  return text(record[key]) ? (record[key] as string) : null
}

const httpUrl = (value: unknown): value is string => {
  if (!text(value, MAX_URL)) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** A CAIP-2 id (`eip155:31337`) or an EIP-155 chain number. */
const chainIdOf = (value: unknown): string | number | undefined =>
  (text(value, 100) && isCaipNetworkId(value)) ||
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
    ? value
    : undefined

/** `chainId` (CAIP-2, eip155) and `address` form a valid eip155 CAIP-10 account. */
const isEip155Account = (chainId: string, address: string): boolean =>
  parseSessionAccount(`${chainId}:${address}`, eip155Family) !== undefined

/** The namespaces the embedded wallet serves; an account's address is checked by its family. */
const SERVED_NAMESPACES = ['eip155', 'solana']
const isAddressIn = (namespace: unknown, address: unknown): boolean =>
  typeof namespace === 'string' &&
  typeof address === 'string' &&
  SERVED_NAMESPACES.includes(namespace) &&
  BUILT_IN_FAMILIES.some((family) => family.namespace === namespace && family.isAddress(address))

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): value is T =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value)

const CONNECT_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const
const UPDATE_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const

const empty = (payload: unknown) => (payload === undefined || isRecord(payload) ? {} : undefined)

function userOf(payload: Record<string, unknown>): FrameUser | undefined {
  const { address, chainId, accounts } = payload
  // The kit asks on an eip155 chain: address and chain id form a CAIP-10 account of that family.
  if (!text(address, 100) || !text(chainId, 100) || !isEip155Account(chainId, address))
    return undefined
  if (!Array.isArray(accounts) || accounts.length > MAX_ACCOUNTS) return undefined
  const checked: FrameUser['accounts'] = []
  for (const account of accounts) {
    if (!isRecord(account) || !isAddressIn(account.namespace, account.address)) return undefined
    const type = account.type === undefined ? 'eoa' : account.type
    if (!oneOf(type, ACCOUNT_TYPES)) return undefined
    checked.push({
      address: account.address as string,
      type,
      namespace: account.namespace as string,
    })
  }
  const { preferredAccountType, smartAccountDeployed } = payload
  if (preferredAccountType !== undefined && !oneOf(preferredAccountType, ACCOUNT_TYPES))
    return undefined
  if (smartAccountDeployed !== undefined && typeof smartAccountDeployed !== 'boolean')
    return undefined
  const email = optionalText(payload, 'email')
  const userName = optionalText(payload, 'userName')
  const solanaAddress = optionalText(payload, 'solanaAddress')
  if (email === null || userName === null || solanaAddress === null) return undefined
  if (email !== undefined && !isEmailShaped(email)) return undefined
  if (solanaAddress !== undefined && !isValidSolanaAddress(solanaAddress)) return undefined
  return {
    address,
    chainId,
    accounts: checked,
    ...(preferredAccountType && { preferredAccountType }),
    ...(smartAccountDeployed !== undefined && { smartAccountDeployed }),
    ...(email && { email }),
    ...(userName && { userName }),
    ...(solanaAddress && { solanaAddress }),
  }
}

function withUserName<T extends object>(payload: Record<string, unknown>, base: T) {
  const userName = optionalText(payload, 'userName')
  if (userName === null) return undefined
  return userName ? { ...base, userName } : base
}

type Checks = { [T in FrameRequestType]: (payload: unknown) => FrameSuccess[T] | undefined }

/** Each request type's success-payload check: the checked copy, or undefined. */
const SUCCESS_CHECKS: Checks = {
  CONNECT_EMAIL: (p) =>
    isRecord(p) && oneOf(p.action, CONNECT_ACTIONS) ? { action: p.action } : undefined,
  CONNECT_DEVICE: (p) =>
    isRecord(p) && oneOf(p.action, CONNECT_ACTIONS) ? { action: p.action } : undefined,
  CONNECT_OTP: empty,
  GET_SOCIAL_REDIRECT_URI: (p) => (isRecord(p) && httpUrl(p.uri) ? { uri: p.uri } : undefined),
  CONNECT_SOCIAL: (p) => (p === undefined ? {} : isRecord(p) ? withUserName(p, {}) : undefined),
  GET_FARCASTER_URI: (p) =>
    isRecord(p) && httpUrl(p.url) ? withUserName(p, { url: p.url }) : undefined,
  CONNECT_FARCASTER: (p) => (p === undefined ? {} : isRecord(p) ? withUserName(p, {}) : undefined),
  GET_USER: (p) => (isRecord(p) ? userOf(p) : undefined),
  GET_CHAIN_ID: (p) => {
    const chainId = isRecord(p) ? chainIdOf(p.chainId) : undefined
    return chainId === undefined ? undefined : { chainId }
  },
  SWITCH_NETWORK: (p) => {
    const chainId = isRecord(p) ? chainIdOf(p.chainId) : undefined
    if (chainId === undefined || !isRecord(p)) return undefined
    if (p.address === undefined) return { chainId }
    return isAddressIn('eip155', p.address) && oneOf(p.accountType, ACCOUNT_TYPES)
      ? { chainId, address: p.address as string, accountType: p.accountType }
      : undefined
  },
  SIGN_OUT: empty,
  IS_CONNECTED: (p) =>
    isRecord(p) && typeof p.isConnected === 'boolean' ? { isConnected: p.isConnected } : undefined,
  SET_PREFERRED_ACCOUNT: (p) =>
    isRecord(p) && oneOf(p.type, ACCOUNT_TYPES) && isAddressIn('eip155', p.address)
      ? { type: p.type, address: p.address as string }
      : undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: (p) =>
    isRecord(p) &&
    Array.isArray(p.networks) &&
    p.networks.length <= 1000 &&
    p.networks.every((n) => Number.isSafeInteger(n))
      ? { networks: [...(p.networks as number[])] }
      : undefined,
  RPC_REQUEST: (p) =>
    isRecord(p) && Object.hasOwn(p, 'result') ? { result: p.result } : undefined,
  ABORT: empty,
  UPDATE_EMAIL: (p) =>
    isRecord(p) && oneOf(p.action, UPDATE_ACTIONS) ? { action: p.action } : undefined,
  UPDATE_EMAIL_PRIMARY_OTP: (p) =>
    isRecord(p) && oneOf(p.action, UPDATE_ACTIONS) ? { action: p.action } : undefined,
  UPDATE_EMAIL_SECONDARY_OTP: (p) =>
    isRecord(p) && isEmailShaped(p.newEmail) ? { newEmail: p.newEmail } : undefined,
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  RELOAD: empty,
}

export const FRAME_REQUEST_TYPES = Object.keys(SUCCESS_CHECKS) as FrameRequestType[]

/** A request's success payload, checked; undefined when it does not match the catalogue. */
export function checkSuccessPayload<T extends FrameRequestType>(
  type: T,
  payload: unknown,
): FrameSuccess[T] | undefined {
  try {
    return SUCCESS_CHECKS[type](payload) as FrameSuccess[T] | undefined
  } catch {
    return undefined
  }
}

/** An `_ERROR` payload's message, or undefined when the payload is malformed. */
export function checkErrorPayload(payload: unknown): string | undefined {
  return isRecord(payload) && text(payload.message) ? payload.message : undefined
}

function eventOf(type: unknown, payload: unknown): FrameEvent | undefined {
  switch (type) {
    case 'READY':
    case 'HIDE':
    case 'LOGOUT':
      return { type }
    case 'SHOW': {
      if (!isRecord(payload) || !oneOf(payload.reason, ['approve', 'recovery'] as const))
        return undefined
      // An unknown request kind is left out (the view then says 'Approve Transaction').
      const request = oneOf(payload.request, ['signature', 'transaction'] as const)
        ? payload.request
        : undefined
      return { type, reason: payload.reason, ...(request && { request }) }
    }
    case 'SIZE': {
      // A whole number of pixels a dialog can take; anything else is not a size.
      const height = isRecord(payload) ? payload.height : undefined
      return typeof height === 'number' && Number.isInteger(height) && height > 0 && height <= 4000
        ? { type, height }
        : undefined
    }
    case 'ACCOUNT_CHANGED': {
      if (!isRecord(payload) || !text(payload.address, 100)) return undefined
      const chainId = chainIdOf(payload.chainId)
      if (chainId === undefined) return undefined
      const caip = typeof chainId === 'number' ? `eip155:${chainId}` : chainId
      return isEip155Account(caip, payload.address)
        ? { type, address: payload.address, chainId }
        : undefined
    }
    default:
      return undefined
  }
}

/**
 * The envelope check of a message posted to the page: `{ source: 'gangway-frame', id, type,
 * payload? }` with a string id (≤ 100 characters) for a reply, `id: null` for an event. Only
 * own data properties count (a getter or a prototype field is not the frame's). Never throws.
 */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  try {
    if (!isRecord(data) || Object.getPrototypeOf(data) !== Object.prototype) return undefined
    const { source, id, type, payload } = data
    if (source !== FRAME_SOURCE || !text(type, 100)) return undefined
    if (id === null) {
      const event = eventOf(type, payload)
      return event ? { kind: 'event', event } : undefined
    }
    if (!text(id, 100)) return undefined
    if (type.endsWith('_SUCCESS'))
      return { kind: 'reply', id, type: type.slice(0, -8), ok: true, payload }
    if (type.endsWith('_ERROR'))
      return { kind: 'reply', id, type: type.slice(0, -6), ok: false, payload }
    return undefined
  } catch {
    return undefined
  }
}
