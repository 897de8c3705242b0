import { spawn } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
import { ANVIL_PRIVATE_KEY, anvilPrivateKey } from './anvilAccounts.js'
import { findFreePort } from './findFreePort.js'
import { anvilPlatformPackage, resolveAnvilBinary } from './resolveAnvilBinary.js'
import { type AnvilNode, startAnvil } from './startAnvil.js'
import { watchdogCommand } from './watchdog.js'

describe('startAnvil', () => {
  let node: AnvilNode

  beforeAll(async () => {
    node = await startAnvil({ chainId: 31_337 })
  })
  afterAll(async () => {
    await node?.stop()
  })

  it('picks a free port and answers eth_chainId on it', async () => {
    expect(node.port).toBeGreaterThan(0)
    expect(node.rpcUrl).toBe(`http://127.0.0.1:${node.port}`)
    expect(node.chainId).toBe(31_337)
    expect(await jsonRpcRequest(node.rpcUrl, 'eth_chainId')).toBe('0x7a69')
  })

  it('funds the well-known dev accounts derived from the test mnemonic', async () => {
    const accounts = await node.request<string[]>('eth_accounts')
    expect(accounts[0]).toBe('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
    expect(anvilPrivateKey(0)).toBe(ANVIL_PRIVATE_KEY)
    expect(anvilPrivateKey(1)).toBe(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    )
  })

  it('snapshot and revert restore the chain state', async () => {
    const id = await node.snapshot()
    await node.request('anvil_mine', ['0x3'])
    const mined = Number(await node.request<string>('eth_blockNumber'))
    expect(await node.revert(id)).toBe(true)
    expect(Number(await node.request<string>('eth_blockNumber'))).toBe(mined - 3)
  })

  it('runs a second node beside the first, each with its own port and chain id', async () => {
    const other = await startAnvil({ chainId: 1337, accounts: 2 })
    try {
      expect(other.port).not.toBe(node.port)
      expect(await jsonRpcRequest(other.rpcUrl, 'eth_chainId')).toBe('0x539')
      expect(await other.request<string[]>('eth_accounts')).toHaveLength(2)
    } finally {
      await other.stop()
    }
    await expect(jsonRpcRequest(other.rpcUrl, 'eth_chainId')).rejects.toMatchObject({ code: 4901 })
  })

  it('honours an explicit port and blockTime', async () => {
    const taken = await startAnvil({ blockTime: 1 })
    const port = taken.port
    await taken.stop()
    const explicit = await startAnvil({ port, chainId: 5 })
    try {
      expect(explicit.rpcUrl).toBe(`http://127.0.0.1:${port}`)
      expect(await explicit.request('eth_chainId')).toBe('0x5')
    } finally {
      await explicit.stop()
    }
  })

  it('reports an anvil that exits at once instead of waiting for the timeout', async () => {
    const started = Date.now()
    await expect(startAnvil({ port: node.port, timeoutMs: 5_000 })).rejects.toThrow(/anvil exited/)
    expect(Date.now() - started).toBeLessThan(4_000)
  })

  it('kills the node when the test process exits without stop()', async () => {
    const before = process.listeners('exit')
    const orphan = await startAnvil()
    const added = process.listeners('exit').filter((listener) => !before.includes(listener))
    expect(added).toHaveLength(1)
    ;(added[0] as () => void)() // what Node runs on process exit
    await vi.waitFor(
      () =>
        expect(jsonRpcRequest(orphan.rpcUrl, 'eth_chainId')).rejects.toMatchObject({ code: 4901 }),
      { timeout: 2_000, interval: 20 },
    )
    await orphan.stop()
    expect(process.listeners('exit')).toEqual(before)
  })

  it('kills the node even when the test process is SIGKILLed', async () => {
    const port = await findFreePort()
    const { command, args } = watchdogCommand(resolveAnvilBinary(), [
      '--port',
      String(port),
      '--silent',
    ])
    // A stand-in test process that starts anvil the way startAnvil does, then hangs.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(${JSON.stringify(command)}, ${JSON.stringify(args)}, { stdio: ['pipe', 'ignore', 'ignore'] }); setInterval(() => {}, 1000)`,
      ],
      { stdio: 'ignore' },
    )
    const rpcUrl = `http://127.0.0.1:${port}`
    try {
      await vi.waitFor(
        () => expect(jsonRpcRequest(rpcUrl, 'eth_chainId')).resolves.toBe('0x7a69'),
        {
          timeout: 10_000,
          interval: 20,
        },
      )
    } finally {
      parent.kill('SIGKILL')
    }
    await vi.waitFor(
      () => expect(jsonRpcRequest(rpcUrl, 'eth_chainId')).rejects.toMatchObject({ code: 4901 }),
      { timeout: 5_000, interval: 50 },
    )
  })

  it('finds the binary through the platform package', () => {
    expect(anvilPlatformPackage('linux', 'x64')).toBe('@foundry-rs/anvil-linux-amd64')
    expect(anvilPlatformPackage('darwin', 'arm64')).toBe('@foundry-rs/anvil-darwin-arm64')
    expect(resolveAnvilBinary()).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil$/)
  })
})
