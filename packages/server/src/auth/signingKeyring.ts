import type { Database } from '../db/database.js'
import { open, seal, sealingKey } from './keyEncryption.js'
import {
  generateSigningJwk,
  type PrivateSigningJwk,
  type PublicSigningJwk,
  publicJwkOf,
} from './signingKey.js'

/** The keys sign-in tokens are signed and verified with. */
export interface SigningKeyring {
  /** The key new tokens are signed with: created, or a new one rotated in, when needed. */
  signingKey(): Promise<PrivateSigningJwk>
  /** The public key of `kid`, when it may still verify a token (this process reloads once for a kid it has not seen). */
  publicKey(kid: string): Promise<PublicSigningJwk | undefined>
  /** Every key a valid token may carry: the JWKS. */
  publicKeys(): Promise<PublicSigningJwk[]>
}

export interface StoredKeyringOptions {
  /** GANGWAY_ENCRYPTION_KEY; without it keys are kept plain (the server warns at start). */
  secret?: string | undefined
  /** How long a key signs before a new one takes over (`siwx.signingKeyRotationMs`). */
  rotationMs: number
  /** The longest a token lives (`siwx.sessionTtlMs`): how long a retired key still verifies. */
  sessionTtlMs: number
  now?: () => number
}

/** How long a process uses what it read before reading the keys again (another replica may have rotated). */
export const KEYRING_CACHE_MS = 60_000
/** A kid this process does not know triggers a reload at most this often. */
const UNKNOWN_KID_RELOAD_MS = 5_000
/** Clock difference allowed between replicas. */
const CLOCK_SLACK_MS = 60_000
/** Held while a key is created, so replicas needing one at once create one. */
const KEYRING_LOCK = 0x67_77_6b_72

const PURPOSE = 'gangway/siwx-signing-key'
/** A sealed key opens only in its own row: the kid is the additional data. */
const contextOf = (kid: string) => `${PURPOSE}:${kid}`

interface KeyRow {
  id: string
  kid: string
  private_jwk: PrivateSigningJwk | string | null
  sealed: string | null
  public_jwk: PublicSigningJwk | string | null
  created_at: Date | string
  retired_at: Date | string | null
}

interface Loaded {
  signing: { jwk: PrivateSigningJwk; createdAt: number } | undefined
  publics: Map<string, PublicSigningJwk>
  at: number
}

const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value
const ms = (value: Date | string) => new Date(value).getTime()
const READ = `SELECT id, kid, private_jwk, sealed, public_jwk, created_at, retired_at
  FROM siwx_signing_keys ORDER BY created_at DESC`

/**
 * The keys in the database (`siwx_signing_keys`), sealed with GANGWAY_ENCRYPTION_KEY. One key
 * signs at a time; after `rotationMs` (or when it cannot be opened: the secret changed) a new one
 * is created under an advisory lock, the others retired. A retired key stays in the JWKS and
 * verifies for `sessionTtlMs` (+ the cache time, + clock slack), so every token it signed stays
 * valid until it expires; then its row is deleted. A key kept plain (before the secret was set,
 * or by a previous version) is sealed and retired at the first load with the secret.
 */
export function createStoredKeyring(db: Database, options: StoredKeyringOptions): SigningKeyring {
  const now = options.now ?? Date.now
  const keepMs = options.sessionTtlMs + KEYRING_CACHE_MS + CLOCK_SLACK_MS
  let sealing: Promise<CryptoKey> | undefined
  const key = () => {
    if (!options.secret) return undefined
    sealing ??= sealingKey(options.secret, PURPOSE)
    return sealing
  }

  async function privateOf(row: KeyRow): Promise<PrivateSigningJwk | undefined> {
    const plain = json<PrivateSigningJwk>(row.private_jwk)
    if (plain) return options.secret ? undefined : plain
    const sealingWith = await key()
    if (!row.sealed || !sealingWith) return undefined
    const text = await open(sealingWith, row.sealed, contextOf(row.kid))
    return text ? (JSON.parse(text) as PrivateSigningJwk) : undefined
  }

  /** The newest key that may sign at `at`: not retired, young enough, and it opens. */
  async function usable(rows: KeyRow[], at: number) {
    for (const row of rows) {
      if (row.retired_at !== null || ms(row.created_at) <= at - options.rotationMs) continue
      const jwk = await privateOf(row)
      if (jwk) return { jwk, createdAt: ms(row.created_at) }
    }
    return undefined
  }

  /** Keys kept plain, sealed and retired (a copy of them may exist: they sign no more). */
  async function sealPlainRows(rows: KeyRow[], at: number) {
    const sealingWith = await key()
    if (!sealingWith) return false
    let sealed = false
    for (const row of rows) {
      const plain = json<PrivateSigningJwk>(row.private_jwk)
      if (!plain) continue
      await db.query(
        `UPDATE siwx_signing_keys SET sealed = $2, public_jwk = $3, private_jwk = NULL,
           retired_at = coalesce(retired_at, to_timestamp($4 / 1000.0))
         WHERE id = $1 AND private_jwk IS NOT NULL`,
        [
          row.id,
          await seal(sealingWith, JSON.stringify(plain), contextOf(row.kid)),
          JSON.stringify(publicJwkOf(plain)),
          at,
        ],
      )
      sealed = true
    }
    return sealed
  }

  async function create(tx: Pick<Database, 'query'>, at: number) {
    const jwk = await generateSigningJwk()
    const sealingWith = await key()
    await tx.query(
      `INSERT INTO siwx_signing_keys (id, kid, private_jwk, sealed, public_jwk, created_at)
       VALUES ($1, $1, $2, $3, $4, to_timestamp($5 / 1000.0))`,
      [
        jwk.kid,
        sealingWith ? null : JSON.stringify(jwk),
        sealingWith ? await seal(sealingWith, JSON.stringify(jwk), contextOf(jwk.kid)) : null,
        JSON.stringify(publicJwkOf(jwk)),
        at,
      ],
    )
    await tx.query(
      `UPDATE siwx_signing_keys SET retired_at = to_timestamp($2 / 1000.0)
        WHERE retired_at IS NULL AND id <> $1`,
      [jwk.kid, at],
    )
  }

  function publicsOf(rows: KeyRow[], at: number) {
    const publics = new Map<string, PublicSigningJwk>()
    for (const row of rows) {
      if (row.retired_at !== null && ms(row.retired_at) <= at - keepMs) continue
      const plain = json<PrivateSigningJwk>(row.private_jwk)
      const published = json<PublicSigningJwk>(row.public_jwk) ?? (plain && publicJwkOf(plain))
      if (published) publics.set(published.kid, published)
    }
    return publics
  }

  /** Reads the keys (sealing plain ones, sweeping old ones); creates one to sign with when asked. */
  async function load(createIfNone: boolean): Promise<Loaded> {
    const at = now()
    let rows = await db.query<KeyRow>(READ)
    if (await sealPlainRows(rows, at)) rows = await db.query<KeyRow>(READ)
    let signing = await usable(rows, at)
    if (!signing && createIfNone) {
      rows = await db.exclusive(KEYRING_LOCK, async (tx) => {
        const locked = await tx.query<KeyRow>(READ)
        if (await usable(locked, at)) return locked
        await create(tx, at)
        return tx.query<KeyRow>(READ)
      })
      signing = await usable(rows, at)
    }
    await db.query(
      `DELETE FROM siwx_signing_keys
        WHERE retired_at IS NOT NULL AND retired_at <= to_timestamp($1 / 1000.0)`,
      [at - keepMs],
    )
    return { signing, publics: publicsOf(rows, at), at }
  }

  let state: Promise<Loaded> | undefined
  const reload = (createIfNone: boolean) => {
    const loading = load(createIfNone)
    state = loading
    loading.catch(() => {
      if (state === loading) state = undefined
    })
    return loading
  }
  async function current(createIfNone: boolean) {
    const loaded = await (state ?? reload(createIfNone))
    const at = now()
    const stale = at - loaded.at >= KEYRING_CACHE_MS
    const due = loaded.signing && loaded.signing.createdAt + options.rotationMs <= at
    const missing = createIfNone && !loaded.signing
    return stale || due || missing ? reload(createIfNone) : loaded
  }

  return {
    async signingKey() {
      const loaded = await current(true)
      if (!loaded.signing) throw new Error('the sign-in signing key could not be stored')
      return loaded.signing.jwk
    },
    async publicKey(kid) {
      const loaded = await current(false)
      const known = loaded.publics.get(kid)
      if (known || now() - loaded.at < UNKNOWN_KID_RELOAD_MS) return known
      return (await reload(false)).publics.get(kid)
    },
    async publicKeys() {
      return [...(await current(false)).publics.values()]
    },
  }
}

/**
 * The operator's `siwx.signingKey`: one key, nothing stored (rotating it is the operator's).
 * Checked at its first use (a failed check is tried again next time).
 */
export function configuredKeyring(load: () => Promise<PrivateSigningJwk>): SigningKeyring {
  let loading: Promise<PrivateSigningJwk> | undefined
  const jwk = () => {
    loading ??= load().catch((error) => {
      loading = undefined
      throw error
    })
    return loading
  }
  // The one public key object (its imported CryptoKey is kept per object: sessionTokens.ts).
  let publicJwk: { of: PrivateSigningJwk; jwk: PublicSigningJwk } | undefined
  const publicOf = async () => {
    const key = await jwk()
    if (publicJwk?.of !== key) publicJwk = { of: key, jwk: publicJwkOf(key) }
    return publicJwk.jwk
  }
  return {
    signingKey: jwk,
    async publicKey(kid) {
      const key = await publicOf()
      return key.kid === kid ? key : undefined
    },
    async publicKeys() {
      return [await publicOf()]
    },
  }
}
