import { beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { useMigratedDatabases } from '../testing/migratedDatabases.testing.js'
import { APPROVAL_SWEEP_EVERY_MS, issueApprovalToken } from './devices.js'
import { findEmailUserAndDevice, normalizeEmail } from './users.js'

// The email login's device approvals below the routes: the links a day past their end are
// swept as new ones come, about once a minute (not on every login).

let db: Database
const migrated = useMigratedDatabases()
beforeAll(async () => {
  ;[db] = (await migrated()) as [Database]
}, 60_000)

const DAY_MS = 86_400_000
const input = { email: 'visitor@example.com', userId: null, deviceId: 'device-1', projectId: 'p' }

const approvals = async () =>
  (
    await db.query<{ device_id: string }>(
      'SELECT device_id FROM embedded_device_approvals ORDER BY device_id',
    )
  ).map((row) => row.device_id)

describe('device approval links', () => {
  it('are swept once a day past their end, at most once a minute per database', async () => {
    const start = Date.now()
    await issueApprovalToken(db, input, start)
    const ended = new Date(start - 2 * DAY_MS)
    await db.query(
      `INSERT INTO embedded_device_approvals (token_hash, email, user_id, device_id, project_id, created_at, expires_at)
       VALUES ('old', $1, NULL, 'device-0-old', 'p', $2, $2)`,
      [input.email, ended],
    )
    // Within the minute of the last sweep: kept.
    await issueApprovalToken(db, { ...input, deviceId: 'device-2' }, start + 30_000)
    expect(await approvals()).toEqual(['device-0-old', 'device-1', 'device-2'])
    // A minute on: swept; the links still in their day stay.
    await issueApprovalToken(
      db,
      { ...input, deviceId: 'device-3' },
      start + APPROVAL_SWEEP_EVERY_MS + 1,
    )
    expect(await approvals()).toEqual(['device-1', 'device-2', 'device-3'])
  })
})

describe("the email login's first read", () => {
  it("finds the email's user and whether the device is one it approved, in any case of the email", async () => {
    const email = 'owner@example.com'
    expect(await findEmailUserAndDevice(db, email, 'device-a')).toEqual({
      user: undefined,
      ownDevice: false,
    })
    const [user] = await db.query<{ id: string }>(
      `INSERT INTO embedded_users (id, provider, subject, email) VALUES ('u1', 'email', $1, $1) RETURNING id`,
      [normalizeEmail(email)],
    )
    await db.query('INSERT INTO embedded_devices (user_id, device_id) VALUES ($1, $2)', [
      user!.id,
      'device-a',
    ])
    const found = await findEmailUserAndDevice(db, 'Owner@Example.com ', 'device-a')
    expect(found).toEqual({
      user: { id: 'u1', provider: 'email', subject: email, email, username: null, fid: null },
      ownDevice: true,
    })
    expect((await findEmailUserAndDevice(db, email, 'device-b')).ownDevice).toBe(false)
  })
})
