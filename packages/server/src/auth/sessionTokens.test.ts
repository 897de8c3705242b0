import { afterEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { migratedMemoryDump } from '../db/memoryTemplate.js'
import { migrate } from '../db/migrations.js'
import {
  createTestDatabase,
  dropTestDatabase,
  postgresClusterUrl,
} from '../testing/postgres.testing.js'
import { createSessionTokens } from './sessionTokens.js'
import { generateSigningJwk, jwkThumbprint } from './signingKey.js'

const opened: Database[] = []
const created: string[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()))
  await Promise.all(created.splice(0).map(dropTestDatabase))
})

/** A migrated database: PGlite in memory, or a fresh PostgreSQL one in the server-postgres project. */
async function database() {
  const cluster = postgresClusterUrl()
  const url = cluster ? await createTestDatabase(cluster) : undefined
  if (url) created.push(url)
  const db = await openDatabase(
    url ? { url } : { dataDir: 'memory://', loadDataDir: await migratedMemoryDump() },
  )
  opened.push(db)
  if (url) await migrate(db)
  return db
}

const CONFIG = { sessionTtlMs: 60_000, clockSkewMs: 0 }
const claims = (exp = Math.floor(Date.now() / 1000) + 60) => ({
  iss: 'https://api.example',
  aud: 'demo',
  sub: 'eip155:1:0x0000000000000000000000000000000000000001',
  sid: 'session-1',
  chainId: 'eip155:1',
  iat: Math.floor(Date.now() / 1000),
  exp,
})

describe('session tokens', { timeout: 30_000 }, () => {
  it('signs ES256 tokens it verifies for their audience only; another key’s fail', async () => {
    const db = await database()
    const tokens = createSessionTokens(db, CONFIG)
    // The same claims object signed and expected (a second boundary between two claims() calls
    // would move iat and exp).
    const signed = claims()
    const token = await tokens.sign(signed)
    expect(await tokens.verify(token, 'demo')).toEqual(signed)
    expect(await tokens.verify(token, 'other')).toBeUndefined()
    // An expired token still reads (the session route names it expired from the database).
    expect(await tokens.verify(await tokens.sign(claims(1)), 'demo')).toMatchObject({ exp: 1 })
    const stranger = createSessionTokens(await database(), CONFIG)
    expect(await stranger.verify(token, 'demo')).toBeUndefined()
  })

  it('one key per database: processes racing to create it all use the one stored', async () => {
    const db = await database()
    const replicas = [1, 2, 3].map(() => createSessionTokens(db, CONFIG))
    // The first to sign creates the key; the others wait on its lock and find it.
    const signed = await Promise.all(replicas.map((replica) => replica.sign(claims())))
    const kids = signed.map(
      (token) => JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid,
    )
    expect(new Set(kids).size).toBe(1)
    expect(await db.query('SELECT kid FROM siwx_signing_keys')).toEqual([{ kid: kids[0] }])
    expect((await replicas[1]!.jwks()).keys.map((key) => key.kid)).toEqual([kids[0]])
    const token = await replicas[0]!.sign(claims())
    expect(await replicas[2]!.verify(token, 'demo')).toMatchObject({ sid: 'session-1' })
  })

  it('uses siwx.signingKey when configured (kid: its RFC 7638 thumbprint), storing nothing', async () => {
    const db = await database()
    const { kid: _, alg: __, ...signingKey } = await generateSigningJwk()
    const tokens = createSessionTokens(db, { ...CONFIG, signingKey })
    const { keys } = await tokens.jwks()
    expect(keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: signingKey.x,
        y: signingKey.y,
        kid: await jwkThumbprint(signingKey),
        alg: 'ES256',
        use: 'sig',
      },
    ])
    expect(await tokens.verify(await tokens.sign(claims()), 'demo')).toBeDefined()
    expect(await db.query('SELECT kid FROM siwx_signing_keys')).toEqual([])
    // A configured key that is not a P-256 key is named at its first use.
    const broken = createSessionTokens(db, {
      ...CONFIG,
      signingKey: { ...signingKey, d: 'A'.repeat(43) },
    })
    await expect(broken.jwks()).rejects.toThrow(/siwx.signingKey/)
  })

  it('the kid is the RFC 7638 thumbprint (computed again with node:crypto)', async () => {
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
      y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
    }
    const { createHash } = await import('node:crypto')
    const expected = createHash('sha256')
      .update(`{"crv":"P-256","kty":"EC","x":"${jwk.x}","y":"${jwk.y}"}`)
      .digest('base64url')
    expect(await jwkThumbprint(jwk)).toBe(expected)
  })
})
