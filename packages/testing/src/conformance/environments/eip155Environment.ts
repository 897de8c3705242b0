import type { CaipNetwork, ChainAdapter, SendCallsParams } from '@gangway/core/adapter'
import { getCapability } from '@gangway/core/common'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvilPrivateKey } from '../../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../../anvil/startAnvil.js'
import { deployTestToken, TEST_TOKENS } from '../../contracts/deployTestTokens.js'
import { type CountingProxy, startCountingProxy } from '../countingProxy.js'
import { until } from '../drivers/listenerCounter.js'
import type {
  CapabilityProbes,
  ConformanceEnvironment,
  OpenedConnection,
  SendCheck,
  WalletDriver,
} from '../types.js'

/** anvil's first dev account: funded, and the test token's holder. */
export const EVM_ACCOUNT_KEY = anvilPrivateKey(0)
export const EVM_SECOND_ACCOUNT_KEY = anvilPrivateKey(1)
const RECEIVER = privateKeyToAccount(anvilPrivateKey(7)).address

/** Two anvil nodes (31337 and 31338), each behind a counting proxy, and a test token on the first. */
export interface EvmChains {
  nodes: [AnvilNode, AnvilNode]
  proxies: [CountingProxy, CountingProxy]
  /** The host's networks: each with two RPC endpoints of its node (so transports rank them). */
  networks: [CaipNetwork, CaipNetwork]
  token: Address
  stop(): Promise<void>
}

const toNetwork = (node: AnvilNode, proxy: CountingProxy, name: string): CaipNetwork => ({
  id: node.chainId,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${node.chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`${proxy.url}/a`, `${proxy.url}/b`] } },
})

export async function startEvmChains(): Promise<EvmChains> {
  const nodes = (await Promise.all([startAnvil(), startAnvil({ chainId: 31338 })])) as [
    AnvilNode,
    AnvilNode,
  ]
  const proxies = (await Promise.all(
    nodes.map((node) => startCountingProxy(node.rpcUrl, { paths: 'drop' })),
  )) as [CountingProxy, CountingProxy]
  const token = await deployTestToken(nodes[0].rpcUrl, TEST_TOKENS.USDC)
  return {
    nodes,
    proxies,
    networks: [
      toNetwork(nodes[0], proxies[0], 'Anvil'),
      toNetwork(nodes[1], proxies[1], 'Anvil 2'),
    ],
    token,
    async stop() {
      await Promise.all(proxies.map((proxy) => proxy.close()))
      await Promise.all(nodes.map((node) => node.stop()))
    },
  }
}

/** Reads a native balance from the node of `network`. */
export const evmBalanceReader =
  (chains: Pick<EvmChains, 'nodes'>): SendCheck['readBalance'] =>
  async (address, network) => {
    const node = chains.nodes.find((candidate) => candidate.chainId === Number(network.id))
    if (!node) throw new Error(`No node for ${network.caipNetworkId}.`)
    return BigInt(await node.request<Hex>('eth_getBalance', [address, 'latest']))
  }

/** A batch of one 1-wei transfer, not atomic (the test wallet is an EOA without atomic batching). */
const oneCallBatch = ({ result, network }: OpenedConnection): SendCallsParams => ({
  address: result.address,
  calls: [{ to: RECEIVER, value: 1n }],
  caipNetwork: network,
  atomicRequired: false,
})

/** A call of each EVM capability that must succeed for the connected account. */
export function evmCapabilityProbes(token: Address): CapabilityProbes {
  return {
    getAccounts: async (getAccounts, { result }) => {
      const { accounts } = await getAccounts({ id: result.id })
      if (!accounts.some((account) => account.address === result.address))
        throw new Error('getAccounts did not list the connected account.')
    },
    signTypedData: (signTypedData, { result, network }) =>
      signTypedData({
        address: result.address,
        domain: { name: 'Gangway', version: '1', chainId: Number(network.id) },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'conformance' },
      }),
    estimateGas: async (estimateGas, { result, network }) => {
      const { gas } = await estimateGas({
        address: result.address,
        to: RECEIVER,
        value: 1n,
        caipNetwork: network,
      })
      if (gas < 21_000n) throw new Error(`estimateGas answered ${gas}.`)
    },
    writeContract: (writeContract, { result, network }) =>
      writeContract({
        tokenAddress: token,
        receiverAddress: RECEIVER,
        tokenAmount: 1n,
        fromAddress: result.address,
        method: 'transfer',
        caipNetwork: network,
      }),
    transferToken: (transferToken, { network }) =>
      transferToken({
        tokenAddress: token,
        to: RECEIVER,
        amount: 1n,
        decimals: 6,
        caipNetwork: network,
      }),
    getWalletCapabilities: (getWalletCapabilities, { result }) =>
      getWalletCapabilities({ address: result.address }),
    getWalletAssets: (getWalletAssets, { result }) => getWalletAssets({ account: result.address }),
    sendCalls: (sendCalls, connection) => sendCalls(oneCallBatch(connection)),
    getCallsStatus: async (getCallsStatus, connection) => {
      const sendCalls = getCapability(connection.adapter, 'sendCalls')
      if (!sendCalls) throw new Error('getCallsStatus is declared without sendCalls.')
      const { id } = await sendCalls(oneCallBatch(connection))
      // A batch is pending (100) until its transaction is mined: a node may answer the send before
      // its block is sealed, so the status is read again until it is final.
      let answer: Awaited<ReturnType<typeof getCallsStatus>> | undefined
      await until(
        async () => {
          answer = await getCallsStatus({ id })
          return answer.status !== 100
        },
        'the batch to be confirmed',
        20_000,
      )
      const { status, receipts } = answer as NonNullable<typeof answer>
      if (status !== 200 || receipts.length !== 1)
        throw new Error(`getCallsStatus answered ${status} with ${receipts.length} receipts.`)
    },
  }
}

/**
 * The conformance environment of an EVM adapter: the two anvil chains (switching to the second),
 * a send of 0.001 ETH, the balance read back from anvil, every EVM capability probed, and the
 * node requests counted at the proxies.
 */
export function evmEnvironment<D extends WalletDriver>(
  chains: EvmChains,
  options: {
    createAdapter(networks: readonly CaipNetwork[], wallet: D): ChainAdapter
    installWallet(chains: EvmChains): D | Promise<D>
    capabilities?: CapabilityProbes
  },
): ConformanceEnvironment<D> {
  return {
    networks: chains.networks,
    createAdapter: (wallet) => options.createAdapter(chains.networks, wallet),
    installWallet: () => options.installWallet(chains),
    switchNetwork: chains.networks[1],
    send: { to: RECEIVER, amount: 10n ** 15n, readBalance: evmBalanceReader(chains) },
    capabilities: options.capabilities ?? evmCapabilityProbes(chains.token),
    countNodeRequests: () => chains.proxies[0].count() + chains.proxies[1].count(),
    stop: () => chains.stop(),
  }
}
