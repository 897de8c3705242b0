/**
 * Secrets the server keeps in its database (the sign-in signing key) are sealed with a key from
 * the environment, so a copy of the database (a backup, a read replica, a leaked dump) does not
 * hold them in the clear. The variable holds a random secret of at least 32 characters
 * (`openssl rand -base64 32`); each use derives its own AES-256-GCM key from it (HKDF-SHA256, the
 * use as `info`), so one secret serves several purposes without their keys meeting.
 */
import type { Logger } from '../app/logger.js'
import { ServerConfigError } from '../config/parseConfig.js'
import type { ServerConfig } from '../config/schema.js'

export const ENCRYPTION_KEY_VARIABLE = 'GANGWAY_ENCRYPTION_KEY'

/** Shortest secret taken: 32 characters of `openssl rand -base64 32` are 24 random bytes. */
export const MIN_SECRET_LENGTH = 32

const encoder = new TextEncoder()
const SEAL_VERSION = 'v1'

/** Why a secret is refused (undefined: it is taken). */
export function secretProblem(secret: string): string | undefined {
  if (secret.trim().length < MIN_SECRET_LENGTH)
    return `${ENCRYPTION_KEY_VARIABLE}: at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`
  return undefined
}

/**
 * The secret, checked at start: one too short stops the start; none at all stops it in production
 * (NODE_ENV=production) when the server keeps its own signing keys (no `siwx.signingKey`), and is
 * a warning elsewhere (development, tests, the demo): keys are then kept unencrypted, and sealed
 * (and retired) at the first start with the variable set.
 */
export function checkedEncryptionSecret(
  secret: string | undefined,
  config: Pick<ServerConfig, 'siwx'>,
  log: Pick<Logger, 'warn'>,
  environment: string | undefined = process.env.NODE_ENV,
): string | undefined {
  if (secret) {
    const problem = secretProblem(secret)
    if (problem) throw new ServerConfigError([problem])
    return secret
  }
  if (config.siwx.signingKey) return undefined
  const why =
    'the sign-in signing keys are kept in the database unencrypted; set it to a random secret (`openssl rand -base64 32`)'
  if (environment === 'production')
    throw new ServerConfigError([`${ENCRYPTION_KEY_VARIABLE}: required in production (${why})`])
  log.warn(`${ENCRYPTION_KEY_VARIABLE} is not set: ${why}; it is required with NODE_ENV=production`)
  return undefined
}

/** The AES-256-GCM key of one use (`purpose`), derived from the secret. */
export async function sealingKey(secret: string, purpose: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret.trim()),
    'HKDF',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode('gangway at rest'),
      info: encoder.encode(purpose),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url')

/**
 * `v1.<iv>.<ciphertext and tag>` (base64url): `text` sealed with a random 96-bit IV, bound to
 * `context` (additional data: a sealed value moved to another row does not open there).
 */
export async function seal(key: CryptoKey, text: string, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(text),
  )
  return `${SEAL_VERSION}.${base64url(iv)}.${base64url(sealed)}`
}

/** The text `seal` sealed with this key and context; undefined when it does not open with them. */
export async function open(
  key: CryptoKey,
  sealed: string,
  context: string,
): Promise<string | undefined> {
  const [version, iv, data] = sealed.split('.')
  if (version !== SEAL_VERSION || !iv || !data) return undefined
  try {
    const text = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: Buffer.from(iv, 'base64url'),
        additionalData: encoder.encode(context),
      },
      key,
      Buffer.from(data, 'base64url'),
    )
    return new TextDecoder().decode(text)
  } catch {
    return undefined
  }
}
