// The TON Connect v2 JS bridge as the dapp side sees it (ton-blockchain/ton-connect: bridge.md
// "JS bridge", requests-responses.md). Everything a wallet answers is untrusted: `readAccount`
// and the readers below check it before the kit sees it.

import type { TonSignedMessage } from './types.js'

/** `window[jsBridgeKey].tonconnect`. */
export interface TonConnectBridge {
  deviceInfo: DeviceInfo
  walletInfo?: WalletInfo
  /** The highest TON Connect version the wallet speaks (2). */
  protocolVersion: number
  isWalletBrowser: boolean
  connect(protocolVersion: number, message: ConnectRequest): Promise<ConnectEvent>
  restoreConnection(): Promise<ConnectEvent>
  send(message: AppRequest): Promise<WalletResponse>
  listen(callback: (event: WalletEvent) => void): () => void
}

export interface DeviceInfo {
  platform: string
  appName: string
  appVersion: string
  maxProtocolVersion: number
  features: unknown[]
}

export interface WalletInfo {
  name: string
  app_name: string
  image: string
  about_url: string
  platforms: string[]
  tondns?: string
}

export interface ConnectRequest {
  manifestUrl: string
  items: ({ name: 'ton_addr' } | { name: 'ton_proof'; payload: string })[]
}

export type ConnectEvent =
  | { event: 'connect'; id: number; payload: { items: unknown[]; device: DeviceInfo } }
  | { event: 'connect_error'; id: number; payload: { code: number; message: string } }

export type WalletEvent = ConnectEvent | { event: 'disconnect'; id: number; payload: object }

export interface AppRequest {
  method: 'sendTransaction' | 'signData' | 'disconnect'
  /** One JSON string (the method's payload), or none for `disconnect`. */
  params: string[]
  id: string
}

export type WalletResponse =
  | { id: string; result: unknown }
  | { id: string; error: { code: number; message: string; data?: unknown } }

/** The account a wallet shares (`ton_addr`), checked. */
export interface TonAccount {
  /** Raw form, `0:<64 hex>`. */
  address: string
  /** The network's `global_id` as a string (`-239`, `-3`). */
  network: string
  /** The ed25519 public key, 64 hex characters. */
  publicKey: string
  /** The wallet contract's StateInit, a base64 BoC. */
  walletStateInit: string
}

/** The TON Connect protocol version this adapter speaks. */
export const PROTOCOL_VERSION = 2

/** Connect event error codes (requests-responses.md). */
export const CONNECT_ERROR = { UNKNOWN_APP: 100, USER_DECLINED: 300 } as const
/** Request error codes shared by sendTransaction, signData and disconnect. */
export const REQUEST_ERROR = {
  BAD_REQUEST: 1,
  UNKNOWN_APP: 100,
  USER_DECLINED: 300,
  NOT_SUPPORTED: 400,
} as const

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function read(value: unknown, key: string): unknown {
  try {
    return isObject(value) ? value[key] : undefined
  } catch {
    return undefined
  }
}

/**
 * A TON Connect bridge with the metadata an injected wallet must carry to be listed without a
 * wallets list (`walletInfo` with name, app_name, image, about_url, platforms), as the
 * reference SDK checks it. Never throws (a hostile getter is a no).
 */
export function isInjectedBridge(value: unknown): value is { tonconnect: TonConnectBridge } {
  const bridge = read(value, 'tonconnect')
  const info = read(bridge, 'walletInfo')
  if (!isObject(bridge) || !isObject(info)) return false
  const strings = ['name', 'app_name', 'image', 'about_url'].every(
    (key) => typeof read(info, key) === 'string',
  )
  return (
    strings &&
    Array.isArray(read(info, 'platforms')) &&
    ['connect', 'restoreConnection', 'send', 'listen'].every(
      (method) => typeof read(bridge, method) === 'function',
    )
  )
}

/** The injected TON Connect wallets of a page: `[jsBridgeKey, bridge]`, in the page's order. */
export function findInjectedBridges(target: object | undefined): [string, TonConnectBridge][] {
  if (!target) return []
  let keys: string[]
  try {
    keys = Object.keys(target)
  } catch {
    return []
  }
  const found: [string, TonConnectBridge][] = []
  for (const key of keys) {
    const value = read(target, key)
    if (isInjectedBridge(value)) found.push([key, value.tonconnect])
  }
  return found
}

const RAW_ADDRESS = /^(0|-1):[0-9a-f]{64}$/i
const PUBLIC_KEY = /^[0-9a-f]{64}$/i
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * The `ton_addr` item of a connect event, checked: raw address, a network id, a 32-byte public
 * key in hex, a base64 StateInit. Returns a reason instead when the wallet sent something else.
 */
export function readAccount(items: unknown): TonAccount | { invalid: string } {
  if (!Array.isArray(items)) return { invalid: 'The wallet sent no connect items.' }
  const item = items.find((entry) => read(entry, 'name') === 'ton_addr')
  if (!item) return { invalid: 'The wallet shared no ton_addr item.' }
  const address = read(item, 'address')
  const network = read(item, 'network')
  const publicKey = read(item, 'publicKey')
  const walletStateInit = read(item, 'walletStateInit')
  if (typeof address !== 'string' || !RAW_ADDRESS.test(address))
    return { invalid: `The wallet's address is not a raw TON address: ${String(address)}` }
  if (typeof network !== 'string' && typeof network !== 'number')
    return { invalid: "The wallet's ton_addr item has no network." }
  if (typeof publicKey !== 'string' || !PUBLIC_KEY.test(publicKey))
    return { invalid: "The wallet's public key is not 64 hex characters." }
  if (typeof walletStateInit !== 'string' || !BASE64.test(walletStateInit))
    return { invalid: "The wallet's StateInit is not base64." }
  return {
    address: address.toLowerCase(),
    network: String(network),
    publicKey: publicKey.toLowerCase(),
    walletStateInit,
  }
}

const SIGNATURE = /^[A-Za-z0-9+/]{86}==$/

/**
 * A `signData` (text) result, checked against what was asked: a 64-byte base64 signature, by the
 * session's address, over exactly `text`, with a timestamp and an app domain.
 */
export function readSignedMessage(
  result: unknown,
  text: string,
  address: string,
): TonSignedMessage | { invalid: string } {
  const signature = read(result, 'signature')
  const signer = read(result, 'address')
  const timestamp = read(result, 'timestamp')
  const domain = read(result, 'domain')
  const payload = read(result, 'payload')
  if (typeof signature !== 'string' || !SIGNATURE.test(signature))
    return { invalid: 'the signature is not 64 bytes of base64' }
  if (typeof signer !== 'string' || signer.toLowerCase() !== address)
    return { invalid: `signed by ${String(signer)}, not by ${address}` }
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp <= 0)
    return { invalid: 'no signing timestamp' }
  if (typeof domain !== 'string' || domain.length === 0) return { invalid: 'no app domain' }
  if (read(payload, 'type') !== 'text' || read(payload, 'text') !== text)
    return { invalid: 'the signed payload is not the text that was asked for' }
  return { signature, address, timestamp, domain, payload: { type: 'text', text } }
}
