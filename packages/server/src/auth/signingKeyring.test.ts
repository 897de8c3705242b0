import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../config/parseConfig.js'
import type { Database } from '../db/database.js'
import { useMigratedDatabases } from '../testing/migratedDatabases.testing.js'
import { postgresClusterUrl } from '../testing/postgres.testing.js'
import { checkedEncryptionSecret } from './keyEncryption.js'
import { createSessionTokens } from './sessionTokens.js'
import { generateSigningJwk } from './signingKey.js'
import { KEYRING_CACHE_MS } from './signingKeyring.js'

const migrated = useMigratedDatabases(2)
/**
 * A migrated database with no signing keys: a fresh PostgreSQL database (server-postgres), or
 * the file's one PGlite emptied of keys.
 */
async function database(): Promise<Database> {
  const [db] = (await migrated()) as [Database]
  if (!postgresClusterUrl()) await db.query('DELETE FROM siwx_signing_keys')
  return db
}

const SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz'
const DAY = 86_400_000
const TTL = 7 * DAY
const ROTATION = 30 * DAY

const clock = () => {
  const time = { now: Date.now() }
  return { now: () => time.now, advance: (ms: number) => (time.now += ms) }
}

const claims = (now: number, sid = 'session-1') => ({
  iss: 'https://api.example',
  aud: 'demo',
  sub: 'eip155:1:0x0000000000000000000000000000000000000001',
  sid,
  chainId: 'eip155:1',
  iat: Math.floor(now / 1000),
  exp: Math.floor((now + TTL) / 1000),
})

const rowsOf = (db: Database) =>
  db.query<Record<string, unknown>>('SELECT * FROM siwx_signing_keys ORDER BY created_at')

const kidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString()).kid as string

describe('sign-in signing keys at rest', { timeout: 60_000 }, () => {
  it('keeps the private key sealed: no private key material in the database', async () => {
    const db = await database()
    const tokens = createSessionTokens(db, { sessionTtlMs: TTL }, { secret: SECRET })
    const token = await tokens.sign(claims(Date.now()))
    expect(await tokens.verify(token, 'demo')).toMatchObject({ sid: 'session-1' })
    const rows = await rowsOf(db)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ private_jwk: null, sealed: expect.stringMatching(/^v1\./) })
    // The public half is there for the JWKS; the private scalar d appears nowhere.
    const text = JSON.stringify(rows)
    expect(text).not.toMatch(/"d"\s*:/)
    expect(text).toContain(kidOf(token))
  })

  it('verifying or publishing stores nothing: keys are made to sign only', async () => {
    const db = await database()
    const tokens = createSessionTokens(db, { sessionTtlMs: TTL }, { secret: SECRET })
    expect(await tokens.verify('eyJhbGciOiJFUzI1NiIsImtpZCI6IngifQ.e30.c2ln', 'demo')).toBe(
      undefined,
    )
    expect(await tokens.jwks()).toEqual({ keys: [] })
    expect(await rowsOf(db)).toEqual([])
  })

  it('rotates: a new kid signs after signingKeyRotationMs, tokens of the old one stay valid until they expire', async () => {
    const db = await database()
    const time = clock()
    const config = { sessionTtlMs: TTL, signingKeyRotationMs: ROTATION }
    const tokens = createSessionTokens(db, config, { secret: SECRET, now: time.now })
    const first = await tokens.sign(claims(time.now()))
    time.advance(ROTATION)
    const second = await tokens.sign(claims(time.now(), 'session-2'))
    expect(kidOf(second)).not.toBe(kidOf(first))
    // Another replica (its own cache) sees both keys, and signs with the new one.
    const replica = createSessionTokens(db, config, { secret: SECRET, now: time.now })
    expect((await replica.jwks()).keys.map((key) => key.kid).sort()).toEqual(
      [kidOf(first), kidOf(second)].sort(),
    )
    expect(kidOf(await replica.sign(claims(time.now())))).toBe(kidOf(second))
    expect(await replica.verify(first, 'demo')).toMatchObject({ sid: 'session-1' })
    expect(await tokens.verify(second, 'demo')).toMatchObject({ sid: 'session-2' })
    // Once no token of the old key can be valid (session time, cache, clock slack), it is gone.
    time.advance(TTL + KEYRING_CACHE_MS + 60_000 + 1)
    expect((await tokens.jwks()).keys.map((key) => key.kid)).toEqual([kidOf(second)])
    expect(await tokens.verify(first, 'demo')).toBe(undefined)
    expect((await rowsOf(db)).map((row) => row.kid)).toEqual([kidOf(second)])
  })

  it('a new secret: the keys it cannot open verify their tokens, a new key signs', async () => {
    const db = await database()
    const before = createSessionTokens(db, { sessionTtlMs: TTL }, { secret: SECRET })
    const old = await before.sign(claims(Date.now()))
    const after = createSessionTokens(
      db,
      { sessionTtlMs: TTL },
      { secret: `${SECRET}-rotated-0123456789` },
    )
    const fresh = await after.sign(claims(Date.now(), 'session-2'))
    expect(kidOf(fresh)).not.toBe(kidOf(old))
    expect(await after.verify(old, 'demo')).toMatchObject({ sid: 'session-1' })
    const retired = (await rowsOf(db)).find((row) => row.kid === kidOf(old))
    expect(retired?.retired_at).not.toBeNull()
  })

  it('a key a previous version kept plain is sealed and retired once the secret is set', async () => {
    const db = await database()
    const legacy = await generateSigningJwk()
    await db.query(
      `INSERT INTO siwx_signing_keys (id, kid, private_jwk) VALUES ('default', $1, $2)`,
      [legacy.kid, JSON.stringify(legacy)],
    )
    // A token it signed before the upgrade.
    const plain = createSessionTokens(db, { sessionTtlMs: TTL })
    const old = await plain.sign(claims(Date.now()))
    expect(kidOf(old)).toBe(legacy.kid)
    const sealed = createSessionTokens(db, { sessionTtlMs: TTL }, { secret: SECRET })
    const fresh = await sealed.sign(claims(Date.now(), 'session-2'))
    expect(kidOf(fresh)).not.toBe(legacy.kid)
    expect(await sealed.verify(old, 'demo')).toMatchObject({ sid: 'session-1' })
    const rows = await rowsOf(db)
    expect(JSON.stringify(rows)).not.toMatch(/"d"\s*:/)
    expect(rows.find((row) => row.id === 'default')).toMatchObject({
      private_jwk: null,
      sealed: expect.stringMatching(/^v1\./),
      retired_at: expect.anything(),
    })
  })
})

describe('GANGWAY_ENCRYPTION_KEY at start', () => {
  const config = { siwx: { sessionTtlMs: TTL } } as Parameters<typeof checkedEncryptionSecret>[1]
  const warnings: string[] = []
  const log = { warn: (message: string) => warnings.push(message) }

  it('takes a secret of 32 characters or more, refuses a shorter one', () => {
    expect(checkedEncryptionSecret(SECRET, config, log, 'production')).toBe(SECRET)
    expect(() => checkedEncryptionSecret('short', config, log)).toThrow(ServerConfigError)
    expect(() => checkedEncryptionSecret('short', config, log)).toThrow(
      /GANGWAY_ENCRYPTION_KEY: at least 32 characters/,
    )
  })

  it('none: refuses to start in production, warns elsewhere, not needed with siwx.signingKey', async () => {
    expect(() => checkedEncryptionSecret(undefined, config, log, 'production')).toThrow(
      /GANGWAY_ENCRYPTION_KEY: required in production/,
    )
    expect(checkedEncryptionSecret(undefined, config, log, 'development')).toBe(undefined)
    expect(warnings).toEqual([expect.stringMatching(/^GANGWAY_ENCRYPTION_KEY is not set/)])
    const { kid: _, alg: __, ...signingKey } = await generateSigningJwk()
    const configured = { siwx: { ...config.siwx, signingKey } } as typeof config
    expect(checkedEncryptionSecret(undefined, configured, log, 'production')).toBe(undefined)
  })
})
