import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.js'
import { useMigratedDatabases } from '../../testing/migratedDatabases.testing.js'
import { namesStore } from './namesStore.js'

const databases = useMigratedDatabases()
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('namesStore', { timeout: 60_000 }, () => {
  it('answers a registered name from memory after its first read; a name not found is asked each time', async () => {
    const [db] = (await databases(1)) as [Database]
    let reads = 0
    const counted: Pick<Database, 'query' | 'exclusive'> = {
      query: <Row>(sql: string, params?: readonly unknown[]) => {
        reads++
        return db.query<Row>(sql, params)
      },
      exclusive: (lockKey, work) => db.exclusive(lockKey, work),
    }
    const store = namesStore(counted)
    const name = 'kept.gangway.eth'
    expect(await store.byName(name)).toBeUndefined()
    expect(await store.byName(name)).toBeUndefined()
    expect(reads).toBe(2)
    // Registered after those misses, by another replica (a store of its own): found at once.
    const stored = await namesStore(db).insert(
      { name, projectId: 'p1', coinType: 60, address: OWNER },
      5,
    )
    expect(stored).toMatchObject({ name, addresses: { '60': { address: OWNER } } })
    expect(await store.byName(name)).toEqual(stored)
    expect(reads).toBe(3)
    // A row never changes once stored: the next reads are answered from memory.
    expect(await store.byName(name)).toEqual(stored)
    expect(await store.byName(name)).toEqual(stored)
    expect(reads).toBe(3)
  })
})
