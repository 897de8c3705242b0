import { describe, expect, it } from 'vitest'
import { produce } from './produce.js'

interface Item {
  id: number
  name: string
  tags: string[]
}
interface State {
  count: number
  user: { name: string; address?: string | undefined }
  items: Item[]
  other: { deep: { n: number } }
  provider: EventTarget | undefined
  byId: Record<string, { seen: boolean }>
}

const make = (): State => ({
  count: 0,
  user: { name: 'a' },
  items: [
    { id: 1, name: 'one', tags: ['x'] },
    { id: 2, name: 'two', tags: [] },
  ],
  other: { deep: { n: 1 } },
  provider: undefined,
  byId: { a: { seen: false }, b: { seen: true } },
})

describe('produce', () => {
  it('returns the base itself when the recipe changes nothing, even after reading children', () => {
    const base = make()
    expect(produce(base, () => {})).toBe(base)
    const read = produce(base, (draft) => {
      void draft.user.name
      void draft.items.map((item) => item.tags.length)
      draft.count = 0
      draft.user = base.user
    })
    expect(read).toBe(base)
  })

  it('copies the changed path only and shares every untouched part', () => {
    const base = make()
    const next = produce(base, (draft) => {
      draft.other.deep.n = 2
    })
    expect(next).not.toBe(base)
    expect(next.other).not.toBe(base.other)
    expect(next.other.deep).toEqual({ n: 2 })
    expect(next.user).toBe(base.user)
    expect(next.items).toBe(base.items)
    expect(base.other.deep.n).toBe(1)
  })

  it('changes array items found through array methods, leaving the others shared', () => {
    const base = make()
    const next = produce(base, (draft) => {
      const two = draft.items.find((item) => item.id === 2)
      if (two) two.tags.push('y')
    })
    expect(next.items[1]?.tags).toEqual(['y'])
    expect(next.items[0]).toBe(base.items[0])
    expect(base.items[1]?.tags).toEqual([])
    expect(Array.isArray(next.items)).toBe(true)
  })

  it('supports push, splice, sort, filter and length on array drafts', () => {
    const base = make()
    const next = produce(base, (draft) => {
      draft.items.push({ id: 3, name: 'three', tags: [] })
      draft.items.splice(0, 1)
      draft.items.sort((a, b) => b.id - a.id)
      draft.user.name = String(draft.items.length)
    })
    expect(next.items.map((item) => item.id)).toEqual([3, 2])
    expect(next.items[1]).toBe(base.items[1])
    expect(next.user.name).toBe('2')
    const filtered = produce(base, (draft) => {
      draft.items = draft.items.filter((item) => item.id !== 1)
    })
    expect(filtered.items).toEqual([base.items[1]])
    expect(filtered.items[0]).toBe(base.items[1])
  })

  it('replaces drafts held in new values with their final values', () => {
    const base = make()
    const next = produce(base, (draft) => {
      draft.byId = { ...draft.byId, c: { seen: false } }
      const a = draft.byId.a
      if (a) a.seen = true
      draft.other = { deep: { n: draft.items.length } }
    })
    expect(next.byId).toEqual({ a: { seen: true }, b: { seen: true }, c: { seen: false } })
    expect(next.byId.b).toBe(base.byId.b)
    expect(base.byId.a?.seen).toBe(false)
    expect(next.other).toEqual({ deep: { n: 2 } })
    // nothing in the result is a (revoked) draft
    expect(() => JSON.stringify(next)).not.toThrow()
  })

  it('sets a key to undefined', () => {
    const base: State = { ...make(), user: { name: 'a', address: '0x1' } }
    const next = produce(base, (draft) => {
      draft.user.address = undefined
    })
    expect(next.user).toEqual({ name: 'a', address: undefined })
    expect(base.user.address).toBe('0x1')
  })

  it('searches a new value for drafts only when the recipe drafted a child', () => {
    let walked = 0
    const counted = <T extends object>(value: T): T =>
      new Proxy(value, {
        ownKeys(target) {
          walked++
          return Reflect.ownKeys(target)
        },
      })
    const base = make()
    produce(base, (draft) => {
      draft.other = counted({ deep: { n: 2 } })
    })
    expect(walked).toBe(0)
    const next = produce(base, (draft) => {
      const user = draft.user
      draft.other = counted({ deep: { n: 3 }, user } as unknown as State['other'])
    })
    expect(walked).toBe(1)
    expect((next.other as unknown as { user: unknown }).user).toBe(base.user)
  })

  it('deletes keys, and a delete of a missing key changes nothing', () => {
    const base = make()
    const next = produce(base, (draft) => {
      delete draft.byId.a
    })
    expect(Object.keys(next.byId)).toEqual(['b'])
    expect(base.byId.a).toBeDefined()
    expect(
      produce(base, (draft) => {
        delete draft.user.address
      }),
    ).toBe(base)
  })

  it('keeps objects that are not plain (providers, Maps, Dates) by reference', () => {
    const provider = new EventTarget()
    const base = { ...make(), provider }
    const next = produce(base, (draft) => {
      draft.count = 1
      expect(draft.provider).toBe(provider)
    })
    expect(next.provider).toBe(provider)
    const map = new Map([[1, 'a']])
    const withMap = produce({ map, n: 0 }, (draft) => {
      draft.n = 1
    })
    expect(withMap.map).toBe(map)
  })

  it('takes a returned state, and rejects a recipe that both changes the draft and returns one', () => {
    const base = make()
    const replaced = produce(base, (draft) => ({ ...draft, count: 9 }))
    expect(replaced.count).toBe(9)
    expect(replaced.user).toBe(base.user)
    expect(replaced.items).toBe(base.items)
    expect(produce(base, (draft) => draft)).toBe(base)
    expect(() =>
      produce(base, (draft) => {
        draft.count = 1
        return { ...make(), count: 2 }
      }),
    ).toThrow(/changed its draft and also returned/)
  })

  it('revokes its drafts: a draft kept past the recipe throws when used', () => {
    let kept: { name: string } | undefined
    produce(make(), (draft) => {
      kept = draft.user
    })
    expect(() => kept?.name).toThrow(TypeError)
  })

  it('drafts look like their base to reads: keys, in, spread, JSON, prototype', () => {
    const base = make()
    produce(base, (draft) => {
      expect(Object.keys(draft.user)).toEqual(['name'])
      expect('name' in draft.user).toBe(true)
      expect({ ...draft.other.deep }).toEqual({ n: 1 })
      expect(JSON.parse(JSON.stringify(draft))).toEqual(JSON.parse(JSON.stringify(base)))
      expect(Object.getPrototypeOf(draft.items)).toBe(Array.prototype)
      expect(draft.items).toHaveLength(2)
    })
  })

  it('a child changed through two paths is finalized once', () => {
    const base = make()
    const next = produce(base, (draft) => {
      const user = draft.user
      draft.other = { deep: { n: 5 } }
      user.name = 'b'
      ;(draft as unknown as { again: unknown }).again = user
    })
    expect(next.user).toEqual({ name: 'b' })
    expect((next as unknown as { again: unknown }).again).toBe(next.user)
  })

  it('refuses to define properties or change the prototype of a draft', () => {
    expect(() =>
      produce(make(), (draft) => {
        Object.defineProperty(draft.user, 'x', { value: 1 })
      }),
    ).toThrow(TypeError)
    expect(() =>
      produce(make(), (draft) => {
        Object.setPrototypeOf(draft.user, null)
      }),
    ).toThrow(TypeError)
  })

  it('hands a base that cannot be drafted to the recipe as it is', () => {
    expect(produce(5, () => undefined)).toBe(5)
    expect(produce(5, (n) => n + 1)).toBe(6)
  })
})
