import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { deployIdRegistry } from './deployIdRegistry.js'

let node: AnvilNode
beforeAll(async () => {
  node = await startAnvil({ timeoutMs: 20_000 })
}, 30_000)
afterAll(() => node?.stop())

describe('deployIdRegistry', { timeout: 30_000 }, () => {
  it('registers fids from 1 with their custody address, moves them, refuses a second fid per address', async () => {
    const registry = await deployIdRegistry(node)
    const alice = privateKeyToAccount(generatePrivateKey()).address
    const bob = privateKeyToAccount(generatePrivateKey()).address
    expect(await registry.register(alice)).toBe(1n)
    expect(await registry.register(bob)).toBe(2n)
    expect(await registry.custodyOf(1n)).toBe(alice)
    expect(await registry.custodyOf(3n)).toBe('0x0000000000000000000000000000000000000000')
    await expect(registry.register(alice)).rejects.toThrow()
    const carol = privateKeyToAccount(generatePrivateKey()).address
    await registry.transfer(1n, carol)
    expect(await registry.custodyOf(1n)).toBe(carol)
  })
})
