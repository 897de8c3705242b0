/**
 * The Solana adapter over several RPC URLs (spec §7: several endpoints fall back in order): a
 * first URL that never answers, with the local Solana node second, and a node of another
 * cluster (another genesis hash) listed first. Real servers on 127.0.0.1 throughout.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetwork } from '@gangway/core/adapter'
import { describeTimer, trackTimers } from '@gangway/testing/conformance'
import { type SolanaValidator, startSolanaValidator } from '@gangway/testing/solana/node'
import { Keypair } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { solanaLocalnet } from './networks.js'
import { RENT_EXEMPT_MINIMUM, useSolanaValidator } from './testing/solanaHarness.testing.js'

const { chain, walletInPage, loadAdapter } = useSolanaValidator()

/** A short RPC timeout (the spec's is 10 s) so the silent endpoint costs little here. */
const RPC_TIMEOUT = 300

/** An HTTP server that takes every request and never answers; it records the JSON-RPC methods. */
async function startSilentNode() {
  const methods: string[] = []
  const server: Server = createServer((request) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const parsed = JSON.parse(body) as { method: string } | { method: string }[]
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) methods.push(call.method)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The methods asked, ranking probes (getHealth) left out. */
    calls: () => methods.filter((method) => method !== 'getHealth'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let silent: Awaited<ReturnType<typeof startSilentNode>>
beforeAll(async () => {
  silent = await startSilentNode()
})
afterAll(() => silent?.close())

/** The localnet's own URL second, after the silent one (the host's URLs come first). */
const silentFirst = () => ({
  rpcTimeout: RPC_TIMEOUT,
  customRpcUrls: { [String(chain.localnet.id)]: [silent.url] },
})

describe('SolanaAdapter with a first RPC URL that never answers', () => {
  it('reads the balance from the next URL within about one timeout', async () => {
    const owner = Keypair.generate().publicKey
    chain.validator.airdrop(owner, 2_000_000_000)
    const adapter = loadAdapter(silentFirst())
    const started = Date.now()
    const { balance } = await adapter.getBalance({
      address: owner.toBase58(),
      caipNetwork: chain.localnet,
    })
    expect(balance).toBe('2')
    expect(Date.now() - started).toBeLessThan(RPC_TIMEOUT + 1500)
    expect(silent.calls()).toContain('getBalance')
  }, 10_000)

  it('sends SOL over the next URL (blockhash, send, confirmation) and the receiver gets it', async () => {
    // A wallet that only signs: the adapter sends the transaction over RPC itself.
    const wallet = walletInPage({ name: 'Sign Only Wallet' })
    delete (wallet.features as Record<string, unknown>)['solana:signAndSendTransaction']
    const adapter = loadAdapter(silentFirst())
    await adapter.connect({ id: wallet.name })
    const receiver = Keypair.generate().publicKey.toBase58()
    const { hash } = await adapter.sendTransaction({ to: receiver, value: RENT_EXEMPT_MINIMUM })
    expect(chain.validator.ledger.getSignatureStatus(hash)?.err).toBeNull()
    expect(chain.validator.getBalance(receiver)).toBe(RENT_EXEMPT_MINIMUM)
  }, 15_000)

  it('leaves no timer running once destroyed (transport, ranking, requests in flight)', async () => {
    const timers = trackTimers()
    try {
      const adapter = loadAdapter(silentFirst())
      const owner = Keypair.generate().publicKey.toBase58()
      await adapter.getBalance({ address: owner, caipNetwork: chain.localnet })
      // One more read in flight at the silent URL when the adapter goes.
      const connection = await adapter.loadConnection(chain.localnet)
      const asked = silent.calls().length
      const reading = connection.getSlot().catch((error: unknown) => error)
      await expect.poll(() => silent.calls().length, { interval: 5 }).toBeGreaterThan(asked)
      expect(timers.pending().length).toBeGreaterThan(0)
      adapter.destroy()
      expect(await reading).toBeInstanceOf(Error)
      expect(timers.pending().map(describeTimer)).toEqual([])
    } finally {
      timers.stop()
    }
  }, 10_000)
})

describe('SolanaAdapter with a first RPC URL of another cluster (genesis hash)', () => {
  let other: SolanaValidator
  beforeAll(async () => {
    other = await startSolanaValidator({ genesisHash: Keypair.generate().publicKey.toBase58() })
  }, 30_000)
  afterAll(() => other?.stop())
  const adapters: { destroy(): void }[] = []
  afterEach(() => {
    for (const adapter of adapters.splice(0)) adapter.destroy()
  })

  it("never reads from it: the balance is the network's own", async () => {
    // A network named by the local node's genesis hash, as public clusters are (CAIP-2).
    const id = chain.validator.genesisHash.slice(0, 32)
    const network: CaipNetwork = {
      ...solanaLocalnet(chain.validator.rpcUrl),
      id,
      caipNetworkId: `solana:${id}`,
    }
    const owner = Keypair.generate().publicKey
    chain.validator.airdrop(owner, 3_000_000_000)
    other.airdrop(owner, 7_000_000_000)
    const adapter = loadAdapter({ customRpcUrls: { [id]: [other.rpcUrl] } })
    for (let read = 0; read < 2; read++) {
      const { balance } = await adapter.getBalance({
        address: owner.toBase58(),
        caipNetwork: network,
      })
      expect(balance).toBe('3')
    }
  }, 10_000)
})
