import { afterEach, describe, expect, it, vi } from 'vitest'
import { randomUuid } from './uuid.js'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('randomUuid', () => {
  it('returns distinct v4 uuids', () => {
    const ids = new Set(Array.from({ length: 200 }, randomUuid))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(V4)
  })

  it('works without crypto.randomUUID (non-secure context) and without crypto at all', () => {
    vi.stubGlobal('crypto', { getRandomValues: (b: Uint8Array) => b.fill(0xff) })
    expect(randomUuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    vi.stubGlobal('crypto', undefined)
    expect(randomUuid()).toMatch(V4)
  })
})
