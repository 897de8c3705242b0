import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { createTestWallet } from './createTestWallet.js'
import type { TestWalletOptions } from './types.js'
import { TEST_WALLET_ICON } from './walletInfo.js'

const KEY_A = anvilPrivateKey(1)
const KEY_B = anvilPrivateKey(2)
const ADDRESS_A = privateKeyToAccount(KEY_A).address
const ADDRESS_B = privateKeyToAccount(KEY_B).address

describe('createTestWallet', () => {
  let node: AnvilNode
  let other: AnvilNode
  const wallet = (options: Partial<TestWalletOptions> = {}) =>
    createTestWallet({ rpcUrl: node.rpcUrl, privateKeys: [KEY_A, KEY_B], ...options })

  beforeAll(async () => {
    ;[node, other] = await Promise.all([startAnvil(), startAnvil({ chainId: 10 })])
  })
  afterAll(async () => {
    await Promise.all([node?.stop(), other?.stop()])
  })

  it('has EIP-6963 info with the defaults', () => {
    const { info } = wallet()
    expect(info.name).toBe('Gangway Test Wallet')
    expect(info.rdns).toBe('dev.gangway.testwallet')
    expect(info.icon).toBe(TEST_WALLET_ICON)
    expect(info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(wallet({ name: 'Other', uuid: 'u-1' }).info).toMatchObject({
      name: 'Other',
      uuid: 'u-1',
    })
  })

  it('shows no accounts until eth_requestAccounts, then emits accountsChanged', async () => {
    const provider = wallet()
    const changed = vi.fn()
    provider.on('accountsChanged', changed)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([
      ADDRESS_A,
      ADDRESS_B,
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS_A, ADDRESS_B])
    expect(changed).toHaveBeenCalledExactlyOnceWith([ADDRESS_A, ADDRESS_B])
    expect(await wallet({ connected: true }).request({ method: 'eth_accounts' })).toHaveLength(2)
  })

  it('asks the node for the chain id and emits connect with it', async () => {
    const provider = wallet()
    const connect = vi.fn()
    provider.on('connect', connect)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(connect).toHaveBeenCalledWith({ chainId: '0x7a69' })
    expect(await provider.getChainId()).toBe(31_337)
  })

  it('forwards reads to the node', async () => {
    const provider = wallet()
    const balance = await provider.request({
      method: 'eth_getBalance',
      params: [ADDRESS_A, 'latest'],
    })
    expect(balance).toBe(await node.request('eth_getBalance', [ADDRESS_A, 'latest']))
    await expect(provider.request({ method: 'eth_noSuchMethod' })).rejects.toMatchObject({
      code: -32601,
    })
  })

  it('rejectNext fails the next request with 4001 and then behaves normally', async () => {
    const provider = wallet()
    provider.rejectNext()
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toHaveLength(2)
  })

  it('rejectNext(method) waits for that method and lets others through', async () => {
    const provider = wallet({ connected: true })
    provider.rejectNext('personal_sign')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS_A] }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS_A] }),
    ).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('wallet_switchEthereumChain to an unknown chain fails with 4902', async () => {
    const provider = wallet()
    const error = (await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
      .catch((caught: unknown) => caught)) as { code: number; message: string }
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe(4902)
    expect(error.message).toContain('"0x89"')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('switches between known chains, forwarding to the new node and emitting chainChanged', async () => {
    const provider = wallet({ chains: [{ id: 10, name: 'Local OP', rpcUrl: other.rpcUrl }] })
    const chainChanged = vi.fn()
    provider.on('chainChanged', chainChanged)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(chainChanged).toHaveBeenCalledExactlyOnceWith('0xa')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(await provider.request({ method: 'net_version' })).toBe('10')
    // The read goes to the chain-10 node: its block count differs after mining there.
    await other.request('anvil_mine', ['0x5'])
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe(
      await other.request('eth_blockNumber'),
    )
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(chainChanged).toHaveBeenCalledTimes(1)
  })

  it('wallet_addEthereumChain adds and switches; forgetChains makes it unknown again', async () => {
    const provider = wallet()
    await provider.request({ method: 'eth_chainId' })
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0xa',
          chainName: 'Local OP',
          rpcUrls: [other.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    provider.forgetChains()
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(
      provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa' }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('setAccounts reorders or replaces accounts and emits accountsChanged', async () => {
    const provider = wallet({ connected: true })
    const changed = vi.fn()
    provider.on('accountsChanged', changed)
    provider.setAccounts([ADDRESS_B, ADDRESS_A])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS_B, ADDRESS_A])
    const KEY_C = anvilPrivateKey(4)
    provider.setAccounts([KEY_C])
    const addressC = privateKeyToAccount(KEY_C).address
    expect(changed.mock.calls).toEqual([[[ADDRESS_B, ADDRESS_A]], [[addressC]]])
    expect(() => provider.setAccounts([ADDRESS_A])).toThrow(/no key/)
  })

  it('lock hides the accounts until unlocked; eth_requestAccounts unlocks', async () => {
    const provider = wallet({ connected: true })
    const changed = vi.fn()
    provider.on('accountsChanged', changed)
    provider.lock()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS_A] }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([
      ADDRESS_A,
      ADDRESS_B,
    ])
    expect(changed.mock.calls).toEqual([[[]], [[ADDRESS_A, ADDRESS_B]]])
  })

  it('wallet_revokePermissions disconnects the site; permissions are reported', async () => {
    const provider = wallet()
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    await provider.request({ method: 'eth_requestAccounts' })
    const [permission] = (await provider.request({ method: 'wallet_getPermissions' })) as any[]
    expect(permission.parentCapability).toBe('eth_accounts')
    const changed = vi.fn()
    provider.on('accountsChanged', changed)
    expect(
      await provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      }),
    ).toBeNull()
    expect(changed).toHaveBeenCalledExactlyOnceWith([])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('wallet_getCapabilities answers per chain for a connected account only', async () => {
    const provider = wallet({ capabilities: { atomic: { status: 'unsupported' } } })
    await expect(
      provider.request({ method: 'wallet_getCapabilities', params: [ADDRESS_A] }),
    ).rejects.toMatchObject({ code: 4100 })
    await provider.request({ method: 'eth_requestAccounts' })
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [ADDRESS_A] }),
    ).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })

  it('wallet_sendCalls sends each call as its own transaction; wallet_getCallsStatus reads them (not atomic)', async () => {
    const provider = wallet({ connected: true })
    const receiver = privateKeyToAccount(anvilPrivateKey(9)).address
    const balance = async () =>
      BigInt((await node.request('eth_getBalance', [receiver, 'latest'])) as string)
    const before = await balance()
    const request = (atomicRequired: boolean, chainId = '0x7a69') => ({
      version: '2.0.0',
      from: ADDRESS_A,
      chainId,
      atomicRequired,
      calls: [
        { to: receiver, value: '0x1' },
        { to: receiver, value: '0x2', data: '0x' },
      ],
    })
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [request(true)] }),
    ).rejects.toMatchObject({ code: 5760 })
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [request(false, '0xa')] }),
    ).rejects.toMatchObject({ code: 5710 })
    expect(await balance()).toBe(before)
    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [request(false)],
    })) as { id: string }
    type CallsStatus = {
      status: number
      atomic: boolean
      receipts: { status: string; transactionHash: string }[]
    }
    const readStatus = async () =>
      (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
    // Pending (100) until both transactions are mined: anvil may answer a send before its block.
    const first = await readStatus()
    expect([100, 200]).toContain(first.status)
    const status = await vi.waitFor(
      async () => {
        const answer = await readStatus()
        expect(answer.status).not.toBe(100)
        return answer
      },
      { timeout: 10_000, interval: 20 },
    )
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false })
    expect(status.status).toBe(200)
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(new Set(status.receipts.map((receipt) => receipt.transactionHash)).size).toBe(2)
    expect(await balance()).toBe(before + 3n)
    await expect(
      provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
    ).rejects.toMatchObject({ code: 5730 })
  })

  it('does not pass signing methods to the node and refuses unknown wallet_ methods (4200)', async () => {
    const provider = wallet({ connected: true })
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_grantPermissions']) {
      await expect(provider.request({ method, params: [] })).rejects.toMatchObject({ code: 4200 })
    }
  })

  it('with autoApprove false, requests wait for approvePending / rejectPending', async () => {
    const provider = wallet({ autoApprove: false })
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(provider.pendingRequests()).toHaveLength(1))
    expect(provider.pendingRequests()[0]?.method).toBe('eth_requestAccounts')
    expect(provider.approvePending()).toBe(true)
    expect(await accounts).toHaveLength(2)
    const signature = provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS_A] })
    await vi.waitFor(() => expect(provider.pendingRequests()).toHaveLength(1))
    expect(provider.rejectPending()).toBe(true)
    await expect(signature).rejects.toMatchObject({ code: 4001 })
    expect(provider.approvePending()).toBe(false)
  })

  it('simulateDisconnect emits disconnect (4900) and fails requests until reconnect', async () => {
    const provider = wallet()
    await provider.request({ method: 'eth_chainId' })
    const disconnect = vi.fn()
    const connect = vi.fn()
    provider.on('disconnect', disconnect).on('connect', connect)
    provider.simulateDisconnect()
    expect(disconnect.mock.calls[0]?.[0]).toMatchObject({ code: 4900 })
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
    provider.reconnect()
    expect(connect).toHaveBeenCalledWith({ chainId: '0x7a69' })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('removeListener stops events; a throwing listener does not break the others', async () => {
    const provider = wallet({ connected: true })
    const removed = vi.fn()
    const kept = vi.fn()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    provider.on('accountsChanged', removed)
    provider.on('accountsChanged', () => {
      throw new Error('listener bug')
    })
    provider.on('accountsChanged', kept)
    provider.removeListener('accountsChanged', removed)
    provider.lock()
    expect(removed).not.toHaveBeenCalled()
    expect(kept).toHaveBeenCalledWith([])
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it('needs a key and a chain source', () => {
    expect(() => createTestWallet({ rpcUrl: node.rpcUrl })).toThrow(/privateKey/)
    expect(() => createTestWallet({ privateKey: KEY_A })).toThrow(/rpcUrl/)
  })
})
