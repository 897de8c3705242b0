// WalletConnect one-click sign-in (issue 16, spec §4 "SIWX": universal-provider authentication
// only when all chains are eip155), with real parts: the kit (WalletConnect only) on a real
// UniversalProvider, the local relay, the WalletKit test wallet on anvil, and the real
// @gangway/server verifying the CACAOs (createServerSiwx). One scan → connected and signed in:
// the session is read back from the server with the kit's token, and the wallet never sees a
// personal_sign. The sign-in rides on the session proposal (`connect()`'s `authentication`;
// the deprecated `authenticate` is never called). A wallet that does not sign in, or a kit with a
// non-eip155 network, pairs with a plain session and the flow asks to sign afterwards.
import { createMemoryBackend, type Kit } from '@gangway/core'
import type { CaipNetwork, UniversalProviderLike } from '@gangway/core/adapter'
import { createKernelKit } from '@gangway/core/internal'
import { createServerSiwx, parseSiwxMessage, type ServerSiwx } from '@gangway/core/siwx'
import UniversalProvider from '@walletconnect/universal-provider'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { type LocalBalanceApi, startLocalBalanceApi } from '../balances/startLocalBalanceApi.js'
import { createTestWalletKit, type TestWalletKit } from '../walletconnect/createTestWalletKit.js'
import { type LocalRelay, startLocalRelay } from '../walletconnect/localRelay.js'
import { MemoryKeyValueStorage } from '../walletconnect/memoryStorage.js'

let relay: LocalRelay
let anvil: AnvilNode
let api: LocalBalanceApi
let network: CaipNetwork
const wallets: TestWalletKit[] = []

const SOLANA: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/solana'] } },
}

beforeAll(async () => {
  ;[relay, anvil] = await Promise.all([startLocalRelay(), startAnvil()])
  network = {
    id: anvil.chainId,
    name: 'Anvil',
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${anvil.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  }
  api = await startLocalBalanceApi({
    chains: [
      {
        caipNetworkId: network.caipNetworkId,
        rpcUrl: anvil.rpcUrl,
        native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
  })
}, 120_000)

afterAll(async () => {
  for (const wallet of wallets) await wallet.close()
  await api?.close()
  await relay?.close()
  await anvil?.stop()
})

async function newWallet(key: number, authenticate = true) {
  const wallet = await createTestWalletKit({
    relayUrl: relay.url,
    privateKey: anvilPrivateKey(key),
    chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
    authenticate,
  })
  wallets.push(wallet)
  return wallet
}

let providers = 0

interface ProviderCalls {
  /** The deprecated `authenticate`. */
  authenticate: number
  connect: number
  /** `connect` calls that carried a sign-in request (`authentication`). */
  withAuthentication: number
}

/** The kit's loader, storage in memory; counts the provider's `authenticate` and `connect` calls. */
function loader(calls: ProviderCalls) {
  return async (init: Record<string, unknown>): Promise<UniversalProviderLike> => {
    const { verify: _verify, ...options } = init
    const provider = await UniversalProvider.init({
      ...options,
      storage: new MemoryKeyValueStorage() as never,
      customStoragePrefix: `gangway-one-click-${process.pid}-${++providers}`,
      logger: 'silent',
    } as never)
    ;(provider as any).client.core.verify.register = async () => ''
    const authenticate = provider.authenticate.bind(provider)
    const connect = provider.connect.bind(provider)
    provider.authenticate = ((...args: Parameters<typeof authenticate>) => {
      calls.authenticate += 1
      return authenticate(...args)
    }) as typeof authenticate
    provider.connect = ((...args: Parameters<typeof connect>) => {
      calls.connect += 1
      if (args[0]?.authentication?.length) calls.withAuthentication += 1
      return connect(...args)
    }) as typeof connect
    return provider as unknown as UniversalProviderLike
  }
}

function startKit(networks: CaipNetwork[]) {
  const calls: ProviderCalls = { authenticate: 0, connect: 0, withAuthentication: 0 }
  const siwx = createServerSiwx({
    url: api.url,
    projectId: 'local',
    required: true,
    domain: 'app.example',
    uri: 'https://app.example/',
    statement: 'Sign in to the test app',
    storage: createMemoryBackend(),
  })
  const kit = createKernelKit({
    networks,
    projectId: 'gangway-one-click',
    relayUrl: relay.url,
    siwx,
    storage: createMemoryBackend(),
    walletConnect: { loadProvider: loader(calls) as never },
    logger: { error: () => {}, warn: () => {} },
    environment: { isTelegram: () => false, isIosSafari: () => false, isMobile: () => false },
  })
  return { kit, siwx, calls }
}

/** Connects through WalletConnect: the wallet scans the URI the kit shows, once. */
async function scan(kit: Kit, wallet: TestWalletKit): Promise<number> {
  let scans = 0
  const off = kit.stores.connection.subscribe(
    (state) => state.wcUri,
    (uri) => {
      if (!uri) return
      scans += 1
      void wallet.pair(uri).catch(() => {})
    },
  )
  try {
    await kit.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
  } finally {
    off()
  }
  return scans
}

const flowOf = async (kit: Kit) => {
  const flow = await kit.controllers.siwx?.get()
  if (!flow) throw new Error('no sign-in flow')
  return flow
}

async function serverSession(siwx: ServerSiwx, caipAddress: string) {
  const response = await fetch(`${api.url}/siwx/session?projectId=local`, {
    headers: { authorization: `Bearer ${siwx.getToken(caipAddress)}` },
  })
  return {
    status: response.status,
    session: ((await response.json()) as { session?: { address: string } }).session,
  }
}

describe('WalletConnect one-click sign-in', () => {
  it('one scan: the proposal signs in → connected and signed in on the server, no sign-in asked afterwards', async () => {
    const wallet = await newWallet(8)
    const { kit, siwx, calls } = startKit([network])
    try {
      await kit.ready
      expect(await scan(kit, wallet)).toBe(1)
      expect(calls).toEqual({ authenticate: 0, connect: 1, withAuthentication: 1 })
      const caip = `${network.caipNetworkId}:${wallet.address}`
      expect(kit.getAccount('eip155').address).toBe(wallet.address)

      // The session is on the server: the host's backend's one call with the kit's token.
      const read = await serverSession(siwx, caip)
      expect(read.status).toBe(200)
      expect(read.session?.address.toLowerCase()).toBe(caip.toLowerCase())

      // The flow sees the session: nothing asked, the modal does not show the sign view.
      const flow = await flowOf(kit)
      await vi.waitFor(() => expect(flow.store.getState()).toMatchObject({ status: 'idle' }), {
        timeout: 10_000,
      })
      expect(flow.store.getState().target?.caipAddress.toLowerCase()).toBe(caip.toLowerCase())
      expect(kit.stores.modal.getState().open).toBe(false)

      // The wallet signed one CACAO with its approval (the EIP-4361 text WalletConnect formats)
      // and was never asked personal_sign.
      const methods = wallet.requests().map((request) => request.method)
      expect(methods).toEqual(['wc_sessionPropose'])
      const [session] = await siwx.getSessions(network.caipNetworkId, wallet.address)
      const fields = parseSiwxMessage(session?.message ?? '')
      expect(fields).toMatchObject({ domain: 'app.example', uri: 'https://app.example/' })
      expect(fields.statement).toMatch(/^Sign in to the test app$/)
    } finally {
      await kit.destroy()
    }
  }, 60_000)

  it('a wallet that does not sign in approves a plain session: the flow asks to sign afterwards', async () => {
    const wallet = await newWallet(9, false)
    const { kit, siwx, calls } = startKit([network])
    try {
      await kit.ready
      await scan(kit, wallet)
      expect(calls).toEqual({ authenticate: 0, connect: 1, withAuthentication: 1 })
      const caip = `${network.caipNetworkId}:${wallet.address}`
      expect(kit.getAccount('eip155').address).toBe(wallet.address)
      const flow = await flowOf(kit)
      await vi.waitFor(() => expect(flow.store.getState().status).toBe('pending'), {
        timeout: 10_000,
      })
      expect(siwx.getToken(caip)).toBeUndefined()
      await flow.sign()
      expect(flow.store.getState().status).toBe('idle')
      expect(wallet.requests().map((request) => request.method)).toEqual(['personal_sign'])
      expect((await serverSession(siwx, caip)).status).toBe(200)
    } finally {
      await kit.destroy()
    }
  }, 60_000)

  it('with a non-eip155 network in the kit, no sign-in rides on the proposal: connect, then sign', async () => {
    const wallet = await newWallet(10)
    const { kit, siwx, calls } = startKit([network, SOLANA])
    try {
      await kit.ready
      await scan(kit, wallet)
      expect(calls).toEqual({ authenticate: 0, connect: 1, withAuthentication: 0 })
      const caip = `${network.caipNetworkId}:${wallet.address}`
      const flow = await flowOf(kit)
      await vi.waitFor(() => expect(flow.store.getState().status).toBe('pending'), {
        timeout: 10_000,
      })
      expect(siwx.getToken(caip)).toBeUndefined()
      expect(wallet.requests()).toEqual([])
    } finally {
      await kit.destroy()
    }
  }, 60_000)
})
