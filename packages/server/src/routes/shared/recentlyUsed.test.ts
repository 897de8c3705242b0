import { describe, expect, it } from 'vitest'
import { recentlyUsed } from './recentlyUsed.js'

describe('recentlyUsed', () => {
  it('keeps at most max entries, dropping the least recently used (a get is a use)', () => {
    const kept = recentlyUsed<number>(2)
    kept.set('a', 1)
    kept.set('b', 2)
    expect(kept.get('a')).toBe(1) // a is now the most recent
    kept.set('c', 3) // b goes
    expect(kept.get('b')).toBeUndefined()
    expect(kept.get('a')).toBe(1)
    expect(kept.get('c')).toBe(3)
    // Setting a kept key again replaces it and drops nothing else.
    kept.set('c', 4)
    expect(kept.get('a')).toBe(1)
    expect(kept.get('c')).toBe(4)
  })
})
