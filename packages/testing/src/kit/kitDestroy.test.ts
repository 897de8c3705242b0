// A kit with real adapters (ethers v6 on anvil, Solana on the local validator, each node behind a
// counting proxy) is connected, then destroyed: afterwards no timer, listener or request is left
// from the kit or any adapter. And a kit destroyed while it restores ends up with nothing connected.
import { EthersAdapter } from '@gangway/adapter-ethers'
import { SolanaAdapter } from '@gangway/adapter-solana'
import { createMemoryBackend, type Kit } from '@gangway/core'
import { createKernelKit } from '@gangway/core/internal'
import { selectIsConnected } from '@gangway/core/shell'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installEip1193Wallet } from '../conformance/drivers/eip1193Driver.js'
import {
  installSolanaWallet,
  type SolanaWalletDriver,
} from '../conformance/drivers/solanaDriver.js'
import {
  EVM_ACCOUNT_KEY,
  EVM_SECOND_ACCOUNT_KEY,
  type EvmChains,
  startEvmChains,
} from '../conformance/environments/eip155Environment.js'
import { sleep, startCountingProxy, trackTimers } from '../conformance/index.js'
import { type SolanaValidator, startSolanaValidator } from '../solana/startSolanaValidator.js'

let evm: EvmChains
let validator: SolanaValidator
let solanaProxy: Awaited<ReturnType<typeof startCountingProxy>>
beforeAll(async () => {
  ;[evm, validator] = await Promise.all([startEvmChains(), startSolanaValidator()])
  solanaProxy = await startCountingProxy(validator.rpcUrl)
}, 60_000)
afterAll(async () => {
  await solanaProxy?.close()
  await Promise.all([evm?.stop(), validator?.stop()])
})

const solanaLocalnet = () => ({
  id: 'localnet',
  name: 'Solana Localnet',
  chainNamespace: 'solana' as const,
  caipNetworkId: 'solana:localnet' as const,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [solanaProxy.url], webSocket: [validator.wsUrl] } },
})

function wallets() {
  const [main, second] = evm.nodes
  const evmWallet = installEip1193Wallet({
    rpcUrl: main.rpcUrl,
    chainId: main.chainId,
    privateKeys: [EVM_ACCOUNT_KEY, EVM_SECOND_ACCOUNT_KEY],
    chains: [{ id: second.chainId, rpcUrl: second.rpcUrl }],
  })
  const solanaWallet = installSolanaWallet(validator)
  return { evmWallet, solanaWallet }
}

/** The EVM test wallet is found by the ethers adapter's discovery (it is installed on the page). */
function startKit(solanaWallet: SolanaWalletDriver, storage = createMemoryBackend()) {
  return createKernelKit({
    adapters: [new EthersAdapter(), new SolanaAdapter({ getWallets: () => solanaWallet.registry })],
    networks: [...evm.networks, solanaLocalnet()],
    storage,
    enableWalletConnect: false,
    logger: { error: () => {}, warn: () => {} },
  })
}

const nodeRequests = () => evm.proxies[0].count() + evm.proxies[1].count() + solanaProxy.count()

describe('kit.destroy()', () => {
  it('leaves no timer, listener or node request from the kit or any adapter', async () => {
    const { evmWallet, solanaWallet } = wallets()
    const listenersBefore = evmWallet.listenerCount() + solanaWallet.listenerCount()
    const timers = trackTimers()
    let kit: Kit | undefined
    try {
      kit = startKit(solanaWallet)
      await kit.ready
      await kit.connect({ namespace: 'eip155', connectorId: evmWallet.connectorId })
      await kit.connect({ namespace: 'solana', connectorId: solanaWallet.connectorId })
      const [main] = evm.networks
      const evmAddress = kit.getAccount('eip155').address as string
      // Reads start the ethers adapter's RPC endpoint ranking (two endpoints: probed every 4 s).
      await kit.getAdapter('eip155')?.getBalance({ address: evmAddress, caipNetwork: main })
      await kit
        .getAdapter('solana')
        ?.getBalance({ address: solanaWallet.wallet.address, caipNetwork: solanaLocalnet() })
      await sleep(100)
      // The ranking runs: a 4 s timer is pending (so the check below could fail).
      expect(timers.pending().some((timer) => timer.delay === 4000)).toBe(true)

      await kit.destroy()
      const requestsAtDestroy = nodeRequests()
      // Short timers already running (an HTTP batch flush) may run out; none may stay or re-arm.
      const started = Date.now()
      while (timers.pending().length > 0 && Date.now() - started < 1500) await sleep(25)
      expect(timers.pending().map((timer) => `${timer.kind} ${timer.delay} ms`)).toEqual([])
      expect(evmWallet.listenerCount() + solanaWallet.listenerCount()).toBe(listenersBefore)
      await sleep(300)
      expect(nodeRequests()).toBe(requestsAtDestroy)
    } finally {
      timers.stop()
      await kit?.destroy()
      evmWallet.remove()
    }
  })

  it('while a restore is in flight: nothing ends up connected and kit.ready settles', async () => {
    const { evmWallet, solanaWallet } = wallets()
    const storage = createMemoryBackend()
    const first = startKit(solanaWallet, storage)
    await first.ready
    await first.connect({ namespace: 'eip155', connectorId: evmWallet.connectorId })
    await first.destroy() // a reload: the stored connection stays
    const listenersBefore = evmWallet.listenerCount()

    // The wallet answers the restore's eth_accounts only when released.
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let asked: () => void = () => {}
    const restoreAsked = new Promise<void>((resolve) => {
      asked = resolve
    })
    const request = evmWallet.wallet.request
    evmWallet.wallet.request = async (args) => {
      if (args.method === 'eth_accounts') {
        asked()
        await released
      }
      return request(args)
    }
    try {
      const second = startKit(solanaWallet, storage)
      await restoreAsked
      await second.destroy()
      release()
      await second.ready
      await sleep(50)
      expect(selectIsConnected(second.stores.chain.getState(), 'eip155')).toBe(false)
      expect(second.getAccount('eip155').status).not.toBe('connected')
      expect(second.getProvider('eip155')).toBeUndefined()
      expect(evmWallet.listenerCount()).toBe(listenersBefore)
    } finally {
      release()
      evmWallet.wallet.request = request
      evmWallet.remove()
    }
  })
})
