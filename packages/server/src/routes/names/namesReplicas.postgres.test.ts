import { afterAll, describe, expect, it } from 'vitest'
import { createServer, type GangwayServer } from '../../createServer.js'
import { createTestDatabase, dropTestDatabase } from '../../testing/postgres.testing.js'
import {
  namesTestConfig,
  newAccount,
  postJson,
  signedRegistration,
} from './nameRegistration.testing.js'

// names.maxNamesPerAddress holds for the deployment, not per process: two replicas (a pool each)
// on one PostgreSQL database take one key's racing registrations, and the cap is met exactly.
const replicas: GangwayServer[] = []
let databaseUrl = ''
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close({ graceMs: 1_000 })))
  if (databaseUrl) await dropTestDatabase(databaseUrl)
}, 30_000)

describe('the names cap across replicas', { timeout: 60_000 }, () => {
  it('12 registrations of one key spread over two replicas store exactly maxNamesPerAddress', async () => {
    databaseUrl = await createTestDatabase()
    const config = namesTestConfig({ names: { suffix: 'gangway.eth', maxNamesPerAddress: 4 } })
    for (let index = 0; index < 2; index++)
      replicas.push(await createServer(config, { databaseUrl }))
    const urls = await Promise.all(replicas.map((replica) => replica.listen()))
    const hoarder = newAccount()
    const bodies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signedRegistration(hoarder, `r${index}${Math.random().toString(36).slice(2, 8)}`),
      ),
    )
    const statuses = await Promise.all(
      bodies.map(async (body, index) => {
        const response = await postJson(urls[index % 2] ?? '', '/names/register', body)
        return response.status
      }),
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(4)
    expect(statuses.filter((status) => status === 403)).toHaveLength(8)
    const [row] = await replicas[0]!.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM account_names WHERE address_key = $1',
      [hoarder.address.toLowerCase()],
    )
    expect(row?.count).toBe(4)
  })
})
