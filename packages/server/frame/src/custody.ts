/**
 * Key custody of the embedded wallet (README "Key custody"): the seed, the keys derived from it,
 * the device blob and the recovery blob. Runs in the secure frame (browser) and in Node 20+ (the
 * custody tests): WebCrypto for AES-GCM, @noble/hashes for HKDF and scrypt, @noble/curves for the
 * curves, @scure/base for the encodings. No hand-written crypto.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hkdf } from '@noble/hashes/hkdf'
import { scryptAsync } from '@noble/hashes/scrypt'
import { sha256 } from '@noble/hashes/sha2'
import { base32nopad, base58, base64urlnopad, utf8 } from '@scure/base'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export const SEED_BYTES = 32
export const RECOVERY_CODE_BYTES = 16
/** scrypt cost of the recovery key (N = 2^15, r = 8, p = 1: ~32 MiB, well under a second). */
export const RECOVERY_SCRYPT = { N: 2 ** 15, r: 8, p: 1, dkLen: 32 } as const
const IV_BYTES = 12
const RECOVERY_BLOB_VERSION = 'v1'

export interface DerivedKeys {
  /** secp256k1 private key (hex) of the eip155 account. */
  eip155PrivateKey: `0x${string}`
  /** ed25519 secret seed (32 bytes) of the solana account. */
  solanaSecret: Uint8Array
  addresses: { eip155: `0x${string}`; solana: string }
}

const subtle = () => globalThis.crypto.subtle

/** A new 32-byte seed S from the platform's CSPRNG. */
export function createSeed(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(SEED_BYTES))
}

/** The eip155 and solana keys of a seed: HKDF-SHA256(S, info "gangway/eip155" | "gangway/solana"). */
export function deriveKeys(seed: Uint8Array): DerivedKeys {
  if (seed.length !== SEED_BYTES) throw new Error('The seed must be 32 bytes')
  const evm = hkdf(sha256, seed, undefined, 'gangway/eip155', 32)
  // A scalar outside [1, n) has a probability of ~2^-128; refuse rather than bias it.
  if (!secp256k1.utils.isValidSecretKey(evm)) throw new Error('Derived an invalid secp256k1 key')
  const solanaSecret = hkdf(sha256, seed, undefined, 'gangway/solana', 32)
  const eip155PrivateKey = bytesToHex(evm)
  return {
    eip155PrivateKey,
    solanaSecret,
    addresses: {
      eip155: privateKeyToAccount(eip155PrivateKey).address,
      solana: base58.encode(ed25519.getPublicKey(solanaSecret)),
    },
  }
}

async function seal(key: CryptoKey, plaintext: Uint8Array, label: string): Promise<Uint8Array> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await subtle().encrypt(
      { name: 'AES-GCM', iv, additionalData: utf8.decode(label) as Uint8Array<ArrayBuffer> },
      key,
      plaintext as Uint8Array<ArrayBuffer>,
    ),
  )
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return out
}

async function open(key: CryptoKey, box: Uint8Array, label: string): Promise<Uint8Array> {
  if (box.length < IV_BYTES + 16) throw new Error('Sealed data is too short')
  return new Uint8Array(
    await subtle().decrypt(
      {
        name: 'AES-GCM',
        iv: box.slice(0, IV_BYTES),
        additionalData: utf8.decode(label) as Uint8Array<ArrayBuffer>,
      },
      key,
      box.slice(IV_BYTES),
    ),
  )
}

/** The device key D: AES-GCM 256, non-extractable (its bytes never leave the browser's keystore). */
export function createDeviceKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]) as Promise<CryptoKey>
}

/** The server key K (base64url, 32 bytes, from GET /embedded/vault) as a non-extractable AES key. */
export async function importServerKey(serverKey: string): Promise<CryptoKey> {
  const raw = base64urlnopad.decode(serverKey.replace(/=+$/, ''))
  if (raw.length !== 32) throw new Error('The server key must be 32 bytes')
  return subtle().importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ])
}

const deviceLabel = (userId: string) => `gangway/device/${userId}`
const serverLabel = (userId: string) => `gangway/server/${userId}`
const recoveryLabel = (userId: string) => `gangway/recovery/${userId}`

/** The device blob Enc_D(Enc_K(S)): needs both the device key and the server key to open. */
export async function sealDeviceBlob(
  seed: Uint8Array,
  deviceKey: CryptoKey,
  serverKey: CryptoKey,
  userId: string,
): Promise<Uint8Array> {
  const inner = await seal(serverKey, seed, serverLabel(userId))
  return seal(deviceKey, inner, deviceLabel(userId))
}

/** Opens a device blob; throws when either key is wrong or the blob belongs to another user. */
export async function openDeviceBlob(
  blob: Uint8Array,
  deviceKey: CryptoKey,
  serverKey: CryptoKey,
  userId: string,
): Promise<Uint8Array> {
  const inner = await open(deviceKey, blob, deviceLabel(userId))
  const seed = await open(serverKey, inner, serverLabel(userId))
  if (seed.length !== SEED_BYTES) throw new Error('The device blob holds no seed')
  return seed
}

/** A new recovery code R: 16 random bytes. */
export function createRecoveryCode(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(RECOVERY_CODE_BYTES))
}

/** R as base32 (26 characters) in groups of four: `ABCD-EFGH-…-YZ`. */
export function formatRecoveryCode(code: Uint8Array): string {
  return (base32nopad.encode(code).match(/.{1,4}/g) ?? []).join('-')
}

/**
 * A typed recovery code back to its 16 bytes, or undefined: case, spaces and dashes are ignored,
 * and the look-alikes 0/1/8 read as O/I/B (they are not base32 letters).
 */
export function parseRecoveryCode(text: string): Uint8Array | undefined {
  if (typeof text !== 'string' || text.length > 100) return undefined
  const clean = text
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replaceAll('0', 'O')
    .replaceAll('1', 'I')
    .replaceAll('8', 'B')
  if (!/^[A-Z2-7]{26}$/.test(clean)) return undefined
  try {
    const bytes = base32nopad.decode(clean)
    return bytes.length === RECOVERY_CODE_BYTES ? bytes : undefined
  } catch {
    return undefined
  }
}

async function recoveryKey(code: Uint8Array, userId: string): Promise<CryptoKey> {
  const raw = await scryptAsync(code, utf8.decode(userId), RECOVERY_SCRYPT)
  return subtle().importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ])
}

/** The recovery blob Enc_R(S), `v1.<base64url(iv ‖ ciphertext)>`, kept by the server. */
export async function sealRecoveryBlob(
  seed: Uint8Array,
  code: Uint8Array,
  userId: string,
): Promise<string> {
  const key = await recoveryKey(code, userId)
  const sealed = await seal(key, seed, recoveryLabel(userId))
  return `${RECOVERY_BLOB_VERSION}.${base64urlnopad.encode(sealed)}`
}

/** The seed from the recovery blob and the code; throws 'Invalid recovery code' otherwise. */
export async function openRecoveryBlob(
  blob: string,
  code: Uint8Array,
  userId: string,
): Promise<Uint8Array> {
  const [version, body] = blob.split('.')
  if (version !== RECOVERY_BLOB_VERSION || !body) throw new Error('Unknown recovery blob format')
  const key = await recoveryKey(code, userId)
  try {
    const seed = await open(key, base64urlnopad.decode(body), recoveryLabel(userId))
    if (seed.length !== SEED_BYTES) throw new Error('no seed')
    return seed
  } catch {
    throw new Error('Invalid recovery code')
  }
}

/** True when the keys of a seed give exactly the addresses the vault recorded. */
export function matchesAddresses(
  keys: DerivedKeys,
  addresses: { eip155?: string; solana?: string } | undefined,
): boolean {
  if (!addresses) return false
  return (
    keys.addresses.eip155.toLowerCase() === String(addresses.eip155 ?? '').toLowerCase() &&
    keys.addresses.solana === addresses.solana
  )
}
