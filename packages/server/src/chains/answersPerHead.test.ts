import { describe, expect, it } from 'vitest'
import { answersPerHead } from './answersPerHead.js'
import type { HeadRead } from './eip155/blockReads.js'

const headRead = (block: bigint): HeadRead => ({ startedAt: 0, block: Promise.resolve(block) })

describe('answersPerHead', () => {
  it('computes an answer once per chain, head read and key; a newer head read computes again', async () => {
    const answers = answersPerHead<string>()
    let computed = 0
    const compute = (text: string) => () => {
      computed++
      return Promise.resolve(text)
    }
    const one = headRead(1n)
    const two = headRead(2n)
    expect(await answers.get('eip155:1', one, '0xa', compute('a at 1'))).toBe('a at 1')
    expect(await answers.get('eip155:1', one, '0xa', compute('again'))).toBe('a at 1')
    expect(computed).toBe(1)
    // Another key, another chain: their own answers.
    expect(await answers.get('eip155:1', one, '0xb', compute('b at 1'))).toBe('b at 1')
    expect(await answers.get('eip155:10', one, '0xa', compute('a on 10'))).toBe('a on 10')
    expect(await answers.get('eip155:1', two, '0xa', compute('a at 2'))).toBe('a at 2')
    expect(computed).toBe(4)
  })

  it('concurrent requests share one computation; a failed one is not kept', async () => {
    const answers = answersPerHead<string>()
    const head = headRead(1n)
    let computed = 0
    const failing = () => {
      computed++
      return Promise.reject(new Error('node down'))
    }
    const shared = [answers.get('c', head, 'k', failing), answers.get('c', head, 'k', failing)]
    await expect(Promise.all(shared)).rejects.toThrow('node down')
    expect(computed).toBe(1)
    expect(await answers.get('c', head, 'k', () => Promise.resolve('back'))).toBe('back')
  })
})
