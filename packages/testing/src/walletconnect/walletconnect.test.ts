import { ed25519 } from '@noble/curves/ed25519'
import UniversalProvider from '@walletconnect/universal-provider'
import { type Hex, recoverMessageAddress, recoverTypedDataAddress, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { decodeBase58, encodeBase58 } from '../solana/base58.js'
import { createTestWalletKit, type TestWalletKit } from './createTestWalletKit.js'
import { type LocalRelay, startLocalRelay } from './localRelay.js'
import { MemoryKeyValueStorage } from './memoryStorage.js'

/** Every URL fetched during the file; the test fails if one is not on 127.0.0.1. */
const fetched: string[] = []
const realFetch = globalThis.fetch
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  fetched.push(url)
  if (!url.startsWith('http://127.0.0.1')) return Promise.reject(new Error(`offline: ${url}`))
  return realFetch(input, init)
}) as typeof fetch

let relay: LocalRelay
let anvil: AnvilNode
let wallet: TestWalletKit
let dapp: Awaited<ReturnType<typeof UniversalProvider.init>>

async function createDapp() {
  return UniversalProvider.init({
    projectId: 'gangway-dapp',
    relayUrl: relay.url,
    storage: new MemoryKeyValueStorage() as never,
    customStoragePrefix: `dapp-${Math.random()}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  } as never)
}

beforeAll(async () => {
  relay = await startLocalRelay()
  anvil = await startAnvil()
  wallet = await createTestWalletKit({
    relayUrl: relay.url,
    privateKey: anvilPrivateKey(3),
    chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
  })
  dapp = await createDapp()
}, 30_000)

afterAll(async () => {
  await wallet?.close()
  await (dapp as any)?.client?.core?.relayer?.transportClose().catch(() => {})
  await relay?.close()
  await anvil?.stop()
  globalThis.fetch = realFetch
})

describe('local relay + WalletKit test wallet + UniversalProvider', () => {
  it('pairs through the relay, signs, and the wallet ends the session', async () => {
    const uris: string[] = []
    dapp.on('display_uri', (uri: string) => {
      uris.push(uri)
      void wallet.pair(uri)
    })
    const session = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [`eip155:${anvil.chainId}`, 'eip155:999999'],
          methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_foo'],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: { [anvil.chainId]: anvil.rpcUrl },
        },
      },
    })
    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const eip155 = session?.namespaces.eip155
    // Only the chain the wallet serves, only the methods it answers.
    expect(eip155?.accounts).toEqual([`eip155:${anvil.chainId}:${wallet.address}`])
    expect(eip155?.methods).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
    ])
    expect(wallet.sessions().map((s) => s.topic)).toEqual([session?.topic])
    // The proposal went through the relay's wc_proposeSession, the approval through wc_approveSession.
    const methods = relay.log().map((entry) => entry.method)
    expect(methods).toContain('wc_proposeSession')
    expect(methods).toContain('wc_approveSession')

    const message = 'Hello from the dapp'
    const signature = await dapp.request<Hex>(
      { method: 'personal_sign', params: [toHex(message), wallet.address] },
      `eip155:${anvil.chainId}`,
    )
    expect(await recoverMessageAddress({ message, signature })).toBe(wallet.address)
    expect(wallet.requests().at(-1)?.method).toBe('personal_sign')

    const typedData = {
      domain: { name: 'Gangway', version: '1', chainId: anvil.chainId },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const typedSignature = await dapp.request<Hex>(
      { method: 'eth_signTypedData_v4', params: [wallet.address, JSON.stringify(typedData)] },
      `eip155:${anvil.chainId}`,
    )
    const { EIP712Domain: _, ...types } = typedData.types
    const recovered = await recoverTypedDataAddress({
      domain: { ...typedData.domain, chainId: BigInt(anvil.chainId) },
      types,
      primaryType: 'Mail',
      message: typedData.message,
      signature: typedSignature,
    })
    expect(recovered).toBe(wallet.address)

    const hash = await dapp.request<Hex>(
      {
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: wallet.address, value: '0x1' }],
      },
      `eip155:${anvil.chainId}`,
    )
    const receipt = await anvil.request<{ status: string }>('eth_getTransactionReceipt', [hash])
    expect(receipt.status).toBe('0x1')

    const deleted = new Promise((resolve) => dapp.on('session_delete', resolve))
    await wallet.disconnectSession()
    await deleted
    expect(wallet.sessions()).toEqual([])
    expect(fetched.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([])
  }, 30_000)

  it('approves solana too when asked, and signs a message with its ed25519 key', async () => {
    const seed = new Uint8Array(32).fill(7)
    const both = await createTestWalletKit({
      relayUrl: relay.url,
      privateKey: anvilPrivateKey(5),
      chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
      solana: { seed },
    })
    const second = await createDapp()
    second.on('display_uri', (uri: string) => void both.pair(uri))
    const session = await second.connect({
      optionalNamespaces: {
        eip155: {
          chains: [`eip155:${anvil.chainId}`],
          methods: ['personal_sign'],
          events: [],
          rpcMap: { [anvil.chainId]: anvil.rpcUrl },
        },
        solana: {
          chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
          methods: ['solana_signMessage', 'solana_signTransaction'],
          events: [],
          rpcMap: { '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:1' },
        },
      },
    })
    expect(session?.namespaces.solana?.accounts).toEqual([
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${both.solanaAddress}`,
    ])
    // Only what the wallet answers.
    expect(session?.namespaces.solana?.methods).toEqual(['solana_signMessage'])
    const message = new TextEncoder().encode('gm')
    const { signature } = await second.request<{ signature: string }>(
      {
        method: 'solana_signMessage',
        params: { message: encodeBase58(message), pubkey: both.solanaAddress },
      },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(
      ed25519.verify(decodeBase58(signature), message, decodeBase58(both.solanaAddress!)),
    ).toBe(true)
    await both.close()
    await (second as any).client?.core?.relayer?.transportClose().catch(() => {})
  }, 30_000)
})
