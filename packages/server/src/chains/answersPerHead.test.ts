import { describe, expect, it } from 'vitest'
import { answersPerHead, asksForCurrent } from './answersPerHead.js'
import type { ChainClient } from './chainClients.js'
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

  it("read: over the chain's shared head, kept per head read; a current read over the chain itself, kept by nobody", async () => {
    const answers = answersPerHead<string>()
    let head: HeadRead | undefined = headRead(1n)
    const shared = { name: 'shared' } as unknown as ChainClient
    const chain = {
      config: { caipNetworkId: 'eip155:1' },
      sharedHead: shared,
      sharedHeadNow: () => head,
    } as unknown as ChainClient
    const over: ChainClient[] = []
    const read = (at: ChainClient) => {
      over.push(at)
      return Promise.resolve(`answer ${over.length}`)
    }
    expect(await answers.read(chain, { key: 'k', current: false }, read)).toBe('answer 1')
    expect(await answers.read(chain, { key: 'k', current: false }, read)).toBe('answer 1')
    expect(await answers.read(chain, { key: 'k', current: true }, read)).toBe('answer 2')
    expect(await answers.read(chain, { key: 'k', current: true }, read)).toBe('answer 3')
    expect(over).toEqual([shared, chain, chain])
    // No head read to keep answers by (a chain without one): each read its own.
    head = undefined
    expect(await answers.read(chain, { key: 'k', current: false }, read)).toBe('answer 4')
    expect(over.at(-1)).toBe(shared)
  })

  it('asksForCurrent: no-cache, no-store and max-age=0 ask for the current head', () => {
    for (const value of ['no-cache', 'no-store', 'max-age=0', 'private, no-cache', 'NO-CACHE'])
      expect(asksForCurrent(value)).toBe(true)
    for (const value of [undefined, '', 'max-age=60', 'no-cache-please', 'public'])
      expect(asksForCurrent(value)).toBe(false)
  })
})
