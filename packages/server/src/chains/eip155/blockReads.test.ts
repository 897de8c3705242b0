import { type AnvilNode, localPublicClient, startAnvil } from '@gangway/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlockReads, HEAD_SHARE_MS, type JsonRpcCall } from './blockReads.js'

// Anvil's dev accounts 8 and 9: no other test in this file moves them.
const FROM = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const TO = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

let anvil: AnvilNode
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
}, 30_000)
afterAll(() => anvil?.stop())

/** The node's calls, counted by method. */
function countedNode() {
  const calls: string[] = []
  const call: JsonRpcCall = (method, params) => {
    calls.push(method)
    return anvil.request(method, params)
  }
  return { call, calls, count: (method: string) => calls.filter((m) => m === method).length }
}

/** A clock the test moves (ms). */
function testClock() {
  let ms = 1_000_000
  return {
    now: () => ms,
    pass(elapsed: number) {
      ms += elapsed
    },
  }
}

/** Sends `wei` from FROM to TO and waits until it is in a block (anvil mines it a moment later). */
const transfer = async (wei: bigint) => {
  const hash = await anvil.request<string>('eth_sendTransaction', [
    { from: FROM, to: TO, value: `0x${wei.toString(16)}` },
  ])
  await localPublicClient(anvil.rpcUrl).waitForTransactionReceipt({
    hash: hash as `0x${string}`,
    pollingInterval: 50,
    timeout: 10_000,
  })
}

describe('createBlockReads (against anvil)', () => {
  it('concurrent equal reads at one block share one node call; their answer is the node’s', async () => {
    const node = countedNode()
    const reads = createBlockReads(node.call)
    const direct = await anvil.request<string>('eth_getBalance', [TO, 'latest'])
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => reads.request('eth_getBalance', [TO, 'latest'])),
    )
    expect(new Set(answers)).toEqual(new Set([direct]))
    expect(node.count('eth_getBalance')).toBe(1)
    // The head: one call, plus one for every read that arrived while it was in flight.
    expect(node.count('eth_blockNumber')).toBeLessThanOrEqual(2)
    // Later reads at the same block come from the cache (a head read each, no balance read).
    await reads.request('eth_getBalance', [TO, 'latest'])
    expect(node.count('eth_getBalance')).toBe(1)
    expect(reads.stats.cachedReads).toBe(20)
  })

  it('sharedHead reads within HEAD_SHARE_MS of a head read share it; a later read asks again', async () => {
    const node = countedNode()
    const clock = testClock()
    const reads = createBlockReads(node.call, { now: clock.now })
    for (let i = 0; i < 5; i++) {
      await reads.request('eth_getBalance', [TO, 'latest'], { sharedHead: true })
      await reads.request('eth_gasPrice', [], { sharedHead: true })
      clock.pass(HEAD_SHARE_MS / 5)
    }
    expect(node.count('eth_blockNumber')).toBe(1)
    clock.pass(1)
    await reads.request('eth_getBalance', [TO, 'latest'], { sharedHead: true })
    expect(node.count('eth_blockNumber')).toBe(2)
    // A read without sharedHead never shares: a head read of its own.
    await reads.request('eth_getBalance', [TO, 'latest'])
    expect(node.count('eth_blockNumber')).toBe(3)
  })

  it('sharedHeadNow names the head read sharedHead reads use: one object while it is shared', async () => {
    const node = countedNode()
    const clock = testClock()
    const reads = createBlockReads(node.call, { now: clock.now })
    // None yet: it starts one, which the next sharedHead read uses (no head read of its own).
    const first = reads.sharedHeadNow()
    expect(first).toBeDefined()
    await reads.request('eth_getBalance', [TO, 'latest'], { sharedHead: true })
    expect(node.count('eth_blockNumber')).toBe(1)
    expect(first?.answered).toBe(BigInt(await anvil.request<string>('eth_blockNumber', [])))
    clock.pass(HEAD_SHARE_MS)
    expect(reads.sharedHeadNow()).toBe(first)
    // Past the bound: a new read, started now and shared from then on.
    clock.pass(1)
    const second = reads.sharedHeadNow()
    expect(second).not.toBe(first)
    expect(reads.sharedHeadNow()).toBe(second)
    await second?.block
    expect(node.count('eth_blockNumber')).toBe(2)
  })

  it('a sharedHead read may miss a block mined within HEAD_SHARE_MS; a plain read never does', async () => {
    const node = countedNode()
    const clock = testClock()
    const reads = createBlockReads(node.call, { now: clock.now })
    const balance = async (sharedHead: boolean) =>
      BigInt((await reads.request('eth_getBalance', [TO, 'latest'], { sharedHead })) as string)
    const before = await balance(true)
    await transfer(4_321n)
    clock.pass(HEAD_SHARE_MS)
    // The staleness bound: still the head read HEAD_SHARE_MS ago.
    expect(await balance(true)).toBe(before)
    expect(await balance(false)).toBe(before + 4_321n)
    // The newer head now serves the sharedHead reads too.
    expect(await balance(true)).toBe(before + 4_321n)
    expect(node.count('eth_blockNumber')).toBe(2)
  })

  it('a new block is a new read: the balance after a transfer is the new one, never the cached one', async () => {
    const node = countedNode()
    const reads = createBlockReads(node.call)
    const before = BigInt((await reads.request('eth_getBalance', [TO, 'latest'])) as string)
    const gasBefore = await reads.request('eth_gasPrice', [])
    await transfer(12_345n)
    const after = BigInt((await reads.request('eth_getBalance', [TO, 'latest'])) as string)
    expect(after - before).toBe(12_345n)
    expect(node.count('eth_getBalance')).toBe(2)
    // The gas price is read again for the new block too (same answer or not, a new call).
    await reads.request('eth_gasPrice', [])
    expect(node.count('eth_gasPrice')).toBe(2)
    expect(gasBefore).toMatch(/^0x/)
  })

  it('a read that arrives while an older head read is in flight waits for a newer one', async () => {
    let holdHead: (() => void) | undefined
    const held = new Promise<void>((resolve) => {
      holdHead = resolve
    })
    let first = true
    const call: JsonRpcCall = async (method, params) => {
      const answer = await anvil.request(method, params)
      // The first head answer is read from the node now, and handed over only once released.
      if (method === 'eth_blockNumber' && first) {
        first = false
        await held
      }
      return answer
    }
    const reads = createBlockReads(call)
    const early = reads.request('eth_getBalance', [TO, 'latest'])
    // Wait until the first head answer is in (then held), then make a new block.
    while (first) await new Promise((resolve) => setImmediate(resolve))
    const before = BigInt(await anvil.request<string>('eth_getBalance', [TO, 'latest']))
    await transfer(777n)
    const late = reads.request('eth_getBalance', [TO, 'latest'])
    holdHead?.()
    expect(BigInt((await early) as string)).toBe(before)
    expect(BigInt((await late) as string)).toBe(before + 777n)
  })

  it('pins only `latest` reads: another block tag or method goes to the node as it is', async () => {
    const node = countedNode()
    const reads = createBlockReads(node.call)
    await reads.request('eth_getBalance', [TO, 'earliest'])
    await reads.request('eth_getBalance', [TO, 'earliest'])
    await reads.request('eth_chainId', [])
    expect(node.calls).toEqual(['eth_getBalance', 'eth_getBalance', 'eth_chainId'])
  })

  it('without a head (eth_blockNumber fails), reads go to the node as asked, uncached', async () => {
    const node = countedNode()
    const reads = createBlockReads((method, params) =>
      method === 'eth_blockNumber'
        ? Promise.reject(new Error('no such method'))
        : node.call(method, params),
    )
    const direct = await anvil.request('eth_getBalance', [TO, 'latest'])
    expect(await reads.request('eth_getBalance', [TO, 'latest'])).toBe(direct)
    expect(await reads.request('eth_getBalance', [TO, 'latest'])).toBe(direct)
    expect(node.calls).toEqual(['eth_getBalance', 'eth_getBalance'])
  })

  it('a failed read is not kept: the next read at the same block asks the node again', async () => {
    let fail = true
    const node = countedNode()
    const call: JsonRpcCall = (method, params) => {
      if (method === 'eth_call' && fail) {
        fail = false
        node.calls.push(method)
        return Promise.reject(new Error('node down'))
      }
      return node.call(method, params)
    }
    const reads = createBlockReads(call)
    const read = () => reads.request('eth_call', [{ to: TO, data: '0x' }, 'latest'])
    await expect(read()).rejects.toThrow('node down')
    await expect(read()).resolves.toBe('0x')
    expect(node.count('eth_call')).toBe(2)
  })
})
