// TON account addresses without a TON SDK (the family descriptor and the first load use these):
// the raw form `<workchain>:<64 hex>` and the user-friendly form of TEP-2 / TEP-123, 36 bytes
// (tag, workchain, 32-byte account id, CRC16-XMODEM) in base64 or base64url.

/** A parsed TON address. */
export interface TonAddress {
  /** 0 (basechain) or -1 (masterchain). */
  workchain: number
  /** The 32-byte account id. */
  hash: Uint8Array
  /** The user-friendly form's bounce flag (undefined for a raw address). */
  bounceable?: boolean
  /** The user-friendly form's test-only flag (undefined for a raw address). */
  testOnly?: boolean
}

const BOUNCEABLE_TAG = 0x11
const NON_BOUNCEABLE_TAG = 0x51
const TEST_ONLY_FLAG = 0x80
const RAW_ADDRESS = /^(0|-1):([0-9a-fA-F]{64})$/
const FRIENDLY_ADDRESS = /^[A-Za-z0-9+/_-]{48}$/
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** CRC16-XMODEM (polynomial 0x1021, initial 0), big-endian, as TON addresses use it. */
function crc16(bytes: Uint8Array): [number, number] {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return [crc >> 8, crc & 0xff]
}

function decodeBase64(text: string): Uint8Array {
  const normal = text.replaceAll('-', '+').replaceAll('_', '/')
  const bytes: number[] = []
  for (let i = 0; i < normal.length; i += 4) {
    const quad = [...normal.slice(i, i + 4)].map((char) => BASE64.indexOf(char))
    const [a = 0, b = 0, c = 0, d = 0] = quad
    const n = (a << 18) | (b << 12) | (c << 6) | d
    bytes.push((n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff)
  }
  return Uint8Array.from(bytes)
}

function encodeBase64Url(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    text += [18, 12, 6, 0].map((shift) => BASE64[(n >> shift) & 63]).join('')
  }
  return text.replaceAll('+', '-').replaceAll('/', '_')
}

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from({ length: hex.length / 2 }, (_, i) =>
    Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16),
  )
}

function parseFriendly(value: string): TonAddress | undefined {
  if (!FRIENDLY_ADDRESS.test(value)) return undefined
  // One alphabet per address: base64url (- _) or standard base64 (+ /), never both.
  if (/[-_]/.test(value) && /[+/]/.test(value)) return undefined
  const bytes = decodeBase64(value)
  const [high, low] = crc16(bytes.subarray(0, 34))
  if (bytes[34] !== high || bytes[35] !== low) return undefined
  const tag = bytes[0] as number
  const testOnly = (tag & TEST_ONLY_FLAG) !== 0
  const kind = tag & ~TEST_ONLY_FLAG
  if (kind !== BOUNCEABLE_TAG && kind !== NON_BOUNCEABLE_TAG) return undefined
  const workchain = bytes[1] === 0xff ? -1 : bytes[1] === 0 ? 0 : undefined
  if (workchain === undefined) return undefined
  return {
    workchain,
    hash: bytes.slice(2, 34),
    bounceable: kind === BOUNCEABLE_TAG,
    testOnly,
  }
}

/** Parses a raw (`0:<hex>`) or user-friendly TON address; undefined when it is neither. */
export function parseTonAddress(value: unknown): TonAddress | undefined {
  if (typeof value !== 'string') return undefined
  const raw = RAW_ADDRESS.exec(value)
  if (raw) return { workchain: Number(raw[1]), hash: hexToBytes(raw[2] as string) }
  return parseFriendly(value)
}

/**
 * A valid TON address of workchain 0 or -1: raw `<workchain>:<64 hex>`, or user-friendly
 * (48 characters of base64 or base64url with a known tag and a matching CRC16). Never throws.
 */
export function isValidTonAddress(value: unknown): value is string {
  return parseTonAddress(value) !== undefined
}

/** `0:<64 lowercase hex>`, the form TON Connect wallets report. */
export function toRawTonAddress(address: Pick<TonAddress, 'workchain' | 'hash'>): string {
  const hex = Array.from(address.hash, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${address.workchain}:${hex}`
}

/** The user-friendly base64url form (48 characters) with the given flags. */
export function toFriendlyTonAddress(
  address: Pick<TonAddress, 'workchain' | 'hash'>,
  flags: { bounceable: boolean; testOnly: boolean },
): string {
  const bytes = new Uint8Array(36)
  bytes[0] =
    (flags.bounceable ? BOUNCEABLE_TAG : NON_BOUNCEABLE_TAG) | (flags.testOnly ? TEST_ONLY_FLAG : 0)
  bytes[1] = address.workchain === -1 ? 0xff : 0
  bytes.set(address.hash, 2)
  const [high, low] = crc16(bytes.subarray(0, 34))
  bytes[34] = high
  bytes[35] = low
  return encodeBase64Url(bytes)
}

/** True when both are the same account (workchain and id), whatever their forms. */
export function isSameTonAddress(a: unknown, b: unknown): boolean {
  const left = parseTonAddress(a)
  const right = parseTonAddress(b)
  if (!left || !right || left.workchain !== right.workchain) return false
  return left.hash.every((byte, i) => byte === right.hash[i])
}
