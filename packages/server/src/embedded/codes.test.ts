import { beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { useMigratedDatabases } from '../testing/migratedDatabases.testing.js'
import { issueCode, useCode } from './codes.js'
import { randomCode } from './secrets.js'

// A mailed code on its own, below the routes (which refuse a foreign project earlier, for
// another reason): what binds it to its project, and what it is drawn from.

let db: Database
const migrated = useMigratedDatabases()
beforeAll(async () => {
  ;[db] = (await migrated()) as [Database]
}, 60_000)

const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => 'used',
    (error: { code?: string }) => error.code,
  )

describe('a mailed code', () => {
  it("is good for its own project only: another project's try neither uses nor spends it", async () => {
    const email = 'owner@example.com'
    const input = { purpose: 'login' as const, email, maxTries: 5 }
    const code = await issueCode(db, { ...input, projectId: 'a', ttlSeconds: 600 })
    for (let i = 0; i < 6; i++)
      expect(await refusalOf(useCode(db, { ...input, code, projectId: 'b' }))).toBe('OTP_EXPIRED')
    expect(await refusalOf(useCode(db, { ...input, code, projectId: 'a' }))).toBe('used')
  })

  it('is six digits drawn from all 1,000,000 values (the first digit takes every value)', () => {
    const codes = Array.from({ length: 10_000 }, randomCode)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    // From 100,000 values, padded to six digits, every code would start with 0.
    expect(new Set(codes.map((code) => code[0])).size).toBe(10)
    // 10,000 draws from 1,000,000 repeat ~50 codes on average (more than 200: never, P < 1e-50);
    // from 100,000 values ~500. (The bound was 2,990 of 3,000 draws, which chance broke in ~2 %
    // of runs, one of them a fresh run.)
    expect(new Set(codes).size).toBeGreaterThan(9_800)
  })
})
