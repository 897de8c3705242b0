import { randomBytes } from 'node:crypto'
import type { CaipNetwork, ChainAdapter } from '@gangway/core/adapter'
import { Address } from '@ton/core'
import { startTonSandbox } from '../../ton/sandbox/startTonSandbox.js'
import { startCountingProxy } from '../countingProxy.js'
import { installTonWallet, type TonWalletDriver } from '../drivers/tonDriver.js'
import type { CapabilityProbes, ConformanceEnvironment } from '../types.js'

/** 0.01 TON, in nanotons. */
const SEND_NANOTONS = 10_000_000n

/** A TON network as the kit takes it: `ton:<global id>`, toncenter v2 JSON-RPC at `rpcUrl`. */
const tonNetwork = (globalId: number, name: string, rpcUrl: string): CaipNetwork => ({
  id: String(globalId),
  name,
  chainNamespace: 'ton',
  caipNetworkId: `ton:${globalId}`,
  nativeCurrency: { name: 'Toncoin', symbol: 'TON', decimals: 9 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
})

const tonCapabilityProbes: CapabilityProbes = {
  getAccounts: async (getAccounts, { result }) => {
    const { accounts } = await getAccounts({ id: result.id })
    if (!accounts.some((account) => account.address === result.address))
      throw new Error('getAccounts did not list the connected account.')
  },
}

/**
 * The conformance environment of a TON adapter: the sandbox node (`startTonSandbox`, the test
 * wallet funded with 100 TON) behind a counting proxy for the adapter's reads (the wallet sends
 * to the node directly, so only the adapter's requests are counted), the TON Connect test wallet
 * injected into a page object, a send of 0.01 TON to a new address (non-bounceable, so it stays
 * there) and balances read from the node. The host also offers TON Testnet (`ton:-3`, never
 * read here): a TON Connect wallet stays on the network it connected on (the protocol has no
 * network switch), so switching a connected adapter to it is declared unsupported.
 *
 * @example
 * runAdapterConformance({
 *   name: 'TonAdapter',
 *   start: () =>
 *     tonEnvironment({
 *       createAdapter: (wallet) =>
 *         new TonAdapter({ manifestUrl: TON_CONFORMANCE_MANIFEST_URL, window: wallet.page }),
 *     }),
 * })
 */
export async function tonEnvironment(options: {
  createAdapter(wallet: TonWalletDriver): ChainAdapter
}): Promise<ConformanceEnvironment<TonWalletDriver>> {
  const node = await startTonSandbox()
  const proxy = await startCountingProxy(node.rpcUrl)
  const networks = [
    tonNetwork(node.globalId, 'TON Localnet', proxy.url),
    tonNetwork(-3, 'TON Testnet', 'https://testnet.toncenter.com/api/v2/jsonRPC'),
  ]
  const receiver = new Address(0, randomBytes(32))
  return {
    networks,
    createAdapter: options.createAdapter,
    installWallet: () => installTonWallet(node),
    switchNetwork: 'unsupported',
    send: {
      to: receiver.toString({ bounceable: false, testOnly: true }),
      amount: SEND_NANOTONS,
      readBalance: (address) => node.getBalance(address),
    },
    capabilities: tonCapabilityProbes,
    countNodeRequests: proxy.count,
    async stop() {
      await proxy.close()
      await node.stop()
    },
  }
}
