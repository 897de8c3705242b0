// A relay that drops, with real parts: the kit (WalletConnect only: its UniversalAdapter on a
// real UniversalProvider), the local relay and the WalletKit test wallet on anvil. The relay goes
// down while a sign request waits for the wallet: the request ends with the catalogue's
// WALLET_TIMEOUT within its time limit, the session stays, and once the relay is back the next
// request is answered. After kit.destroy() nothing of the kit is left running.

import { createMemoryBackend, type Kit } from '@gangway/core'
import type { CaipNetwork, UniversalProviderLike } from '@gangway/core/adapter'
import { isKitError } from '@gangway/core/common'
import { createKernelKit } from '@gangway/core/internal'
import { selectIsConnected } from '@gangway/core/shell'
import UniversalProvider from '@walletconnect/universal-provider'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import {
  describeTimer,
  sleep,
  type TrackedTimer,
  trackTimers,
} from '../conformance/timerTracker.js'
import { createTestWalletKit, type TestWalletKit } from '../walletconnect/createTestWalletKit.js'
import { type LocalRelay, startLocalRelay } from '../walletconnect/localRelay.js'
import { MemoryKeyValueStorage } from '../walletconnect/memoryStorage.js'

/** Timers created inside WalletConnect's own packages (the kit's provider's, or the wallet's). */
const isWalletConnectTimer = ({ stack }: TrackedTimer) =>
  /node_modules\/(@walletconnect|@reown)\//.test(stack.split('\n').slice(1, 3).join('\n'))

/** The kit's time limit for a request to the wallet, short for the test. */
const REQUEST_TIMEOUT_MS = 3_000

let relay: LocalRelay
let anvil: AnvilNode
let wallet: TestWalletKit
let network: CaipNetwork

beforeAll(async () => {
  ;[relay, anvil] = await Promise.all([startLocalRelay(), startAnvil()])
  wallet = await createTestWalletKit({
    relayUrl: relay.url,
    privateKey: anvilPrivateKey(6),
    chains: [{ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl }],
  })
  network = {
    id: anvil.chainId,
    name: 'Anvil',
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${anvil.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  }
}, 60_000)

afterAll(async () => {
  await wallet?.close()
  await relay?.close()
  await anvil?.stop()
})

let providers = 0

/** The kit's loader, with WalletConnect's storage in memory (Node would write to disk). */
async function loadProvider(init: Record<string, unknown>): Promise<UniversalProviderLike> {
  const { verify: _verify, ...options } = init
  const provider = await UniversalProvider.init({
    ...options,
    storage: new MemoryKeyValueStorage() as never,
    customStoragePrefix: `gangway-relay-fault-${process.pid}-${++providers}`,
    logger: 'silent',
  } as never)
  const core = (provider as any).client.core
  core.verify.register = async () => ''
  return provider as unknown as UniversalProviderLike
}

function startKit(): Kit {
  return createKernelKit({
    networks: [network],
    projectId: 'gangway-relay-fault',
    relayUrl: relay.url,
    storage: createMemoryBackend(),
    walletConnect: { loadProvider: loadProvider as never, requestTimeoutMs: REQUEST_TIMEOUT_MS },
    logger: { error: () => {}, warn: () => {} },
    environment: { isTelegram: () => false, isIosSafari: () => false, isMobile: () => false },
  })
}

/** Connects the kit through WalletConnect: the wallet pairs from the URI the kit shows. */
async function pair(kit: Kit): Promise<void> {
  const off = kit.stores.connection.subscribe(
    (state) => state.wcUri,
    (uri) => {
      if (uri) void wallet.pair(uri).catch(() => {})
    },
  )
  try {
    await kit.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
  } finally {
    off()
  }
}

/** Holds the wallet's next personal_sign until released; resolves `asked` when it arrives. */
function holdNextSign() {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked: () => void = () => {}
  const wasAsked = new Promise<void>((resolve) => {
    asked = resolve
  })
  const request = wallet.signer.request
  wallet.signer.request = async (args) => {
    if (args.method === 'personal_sign') {
      wallet.signer.request = request
      asked()
      await released
    }
    return request(args)
  }
  return { asked: wasAsked, release }
}

/** Waits (bounded) until both the kit's provider and the wallet are connected to the relay. */
const bothConnected = () =>
  vi.waitFor(() => expect(relay.clientCount()).toBe(2), { timeout: 20_000, interval: 50 })

const signed = async (kit: Kit, message: string) => {
  const address = kit.getAccount('eip155').address as Hex
  const { signature } = await kit.getAdapter('eip155')!.signMessage({ message, address })
  return verifyMessage({ address, message, signature: signature as Hex })
}

describe('a relay that drops', () => {
  it('goes down while a sign request waits: WALLET_TIMEOUT in time, the session stays and works once it is back', async () => {
    const kit = startKit()
    try {
      await kit.ready
      await pair(kit)
      const address = kit.getAccount('eip155').address as Hex
      expect(address).toBe(wallet.address)

      const held = holdNextSign()
      const started = Date.now()
      const signing = kit
        .getAdapter('eip155')!
        .signMessage({ message: 'first', address })
        .then(
          () => undefined,
          (error: unknown) => error,
        )
      await held.asked
      const port = relay.port
      await relay.close()

      const error = await signing
      const elapsed = Date.now() - started
      expect(isKitError(error) && error.code).toBe('WALLET_TIMEOUT')
      expect((error as Error).message).toBe(
        'The wallet did not answer\n\nThe eip155 wallet did not answer personal_sign within 3 seconds.',
      )
      expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50)
      expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS + 1_000)
      // The state says what happened: the request failed, the connection did not.
      expect(selectIsConnected(kit.stores.chain.getState(), 'eip155')).toBe(true)
      expect(kit.getAccount('eip155').address).toBe(address)

      relay = await startLocalRelay({ port })
      await bothConnected()
      // The visitor approves the first request only now: its late answer is dropped.
      held.release()
      expect(await signed(kit, 'after the relay came back')).toBe(true)
      expect(wallet.sessions()).toHaveLength(1)
    } finally {
      await kit.destroy()
    }
  }, 60_000)

  it('drops every socket mid-request: both sides come back and the answer still arrives', async () => {
    const kit = startKit()
    try {
      await kit.ready
      await pair(kit)
      const topic = (await kit.controllers.getUniversalProvider()).session?.topic
      const address = kit.getAccount('eip155').address as Hex
      const held = holdNextSign()
      const signing = kit.getAdapter('eip155')!.signMessage({ message: 'through a drop', address })
      await held.asked
      relay.dropConnections()
      expect(relay.clientCount()).toBe(0)
      await bothConnected()
      held.release()
      const { signature } = await signing
      expect(
        await verifyMessage({ address, message: 'through a drop', signature: signature as Hex }),
      ).toBe(true)
      expect(selectIsConnected(kit.stores.chain.getState(), 'eip155')).toBe(true)
      expect(wallet.sessions().map((session) => session.topic)).toContain(topic)
    } finally {
      await kit.destroy()
    }
  }, 60_000)

  it('destroy ends a waiting request (REQUEST_ABORTED) and leaves nothing of the kit running', async () => {
    const timers = trackTimers()
    const kit = startKit()
    let held: ReturnType<typeof holdNextSign> | undefined
    try {
      await kit.ready
      await pair(kit)
      await bothConnected()
      held = holdNextSign()
      const address = kit.getAccount('eip155').address as Hex
      const signing = kit
        .getAdapter('eip155')!
        .signMessage({ message: 'never answered', address })
        .then(
          () => undefined,
          (error: unknown) => error,
        )
      await held.asked

      await kit.destroy()
      const error = await signing
      expect(isKitError(error) && error.code).toBe('REQUEST_ABORTED')
      // The kit's relay socket is closed (the wallet's stays); its session is not deleted.
      await vi.waitFor(() => expect(relay.clientCount()).toBe(1), { timeout: 5_000, interval: 25 })
      expect(wallet.sessions().length).toBeGreaterThan(0)
      // Nothing of the kit is left running: none of its timers, no interval (its WalletConnect
      // heartbeat is stopped; the wallet's started before the tracker). What may stay are
      // WalletConnect's own one-shot timeouts: the abandoned request's expiry in the sign
      // client (made under walletConnectRequest) and the live wallet's ping timeout.
      const allowed = (timer: TrackedTimer) =>
        timer.kind === 'timeout' &&
        isWalletConnectTimer(timer) &&
        /walletConnectRequest|resetPingTimeout/.test(timer.stack)
      const leftOver = () => timers.pending().filter((timer) => !allowed(timer))
      const started = Date.now()
      while (leftOver().length > 0 && Date.now() - started < 3_000) await sleep(25)
      expect(leftOver().map(describeTimer)).toEqual([])
    } finally {
      timers.stop()
      held?.release()
      await kit.destroy()
    }
  }, 60_000)
})
