import type { UniversalProviderLike } from '../adapters/types.js'
import { KitError } from '../errors/KitError.js'
import type { CaipNetwork } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import { toHexChainId } from './switchChain.js'
import type { Eip1193Provider, Eip1193RequestArguments } from './types.js'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** Methods and events an EVM WalletConnect session asks for. */
export const WALLET_CONNECT_EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const
export const WALLET_CONNECT_EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** The kit connector for WalletConnect on eip155. */
export function walletConnectEvmConnector(): Connector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
  }
}

/** The eip155 accounts (`eip155:<chain>:<address>`) of a WalletConnect session. */
function sessionAccounts(provider: UniversalProviderLike): { chainId: number; address: string }[] {
  const accounts = provider.session?.namespaces.eip155?.accounts ?? []
  return accounts.flatMap((caip) => {
    const [namespace, chainId, address] = caip.split(':')
    return namespace === 'eip155' && chainId && address
      ? [{ chainId: Number(chainId), address }]
      : []
  })
}

/** The EIP-1193 face of a UniversalProvider for eip155, with the chain it currently targets. */
export interface WalletConnectEip1193Provider extends Eip1193Provider {
  readonly chainId: number
  on(event: string, listener: (...args: any[]) => void): unknown
  removeListener(event: string, listener: (...args: any[]) => void): unknown
}

/**
 * Wraps the kit's shared UniversalProvider as an EIP-1193 provider for eip155: requests go to
 * the current chain (`eip155:<id>`), `eth_accounts`/`eth_chainId` answer from the session, and a
 * successful `wallet_switchEthereumChain` moves the current chain and emits `chainChanged`.
 */
export function createWalletConnectEip1193Provider(
  universal: UniversalProviderLike,
  initialChainId?: number,
): WalletConnectEip1193Provider {
  let chainId = initialChainId ?? sessionAccounts(universal)[0]?.chainId ?? 1
  const localListeners = new Map<string, Set<(...args: any[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of localListeners.get(event) ?? []) listener(...args)
  }
  const accountsOn = (id: number) => {
    const all = sessionAccounts(universal)
    const onChain = all.filter((account) => account.chainId === id)
    return [...new Set((onChain.length ? onChain : all).map((account) => account.address))]
  }

  const facade: WalletConnectEip1193Provider = {
    get chainId() {
      return chainId
    },
    async request({ method, params }: Eip1193RequestArguments) {
      if (method === 'eth_chainId') return toHexChainId(chainId)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return accountsOn(chainId)
      const result = await universal.request({ method, params }, `eip155:${chainId}`)
      if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
        const target = Array.isArray(params)
          ? (params[0] as { chainId?: string } | undefined)?.chainId
          : undefined
        if (target && Number(target) !== chainId) {
          chainId = Number(target)
          emit('chainChanged', toHexChainId(chainId))
        }
      }
      return result
    },
    on(event, listener) {
      if (event === 'chainChanged') {
        const set = localListeners.get(event) ?? new Set()
        set.add(listener)
        localListeners.set(event, set)
      }
      universal.on(event, listener)
      return facade
    },
    removeListener(event, listener) {
      localListeners.get(event)?.delete(listener)
      universal.removeListener(event, listener)
      return facade
    },
  }
  return facade
}

/**
 * Opens a WalletConnect session for eip155 on the given networks (the first one is where the
 * connection starts). `onDisplayUri` receives the pairing URI to show. With `pair` (the kit's
 * `AdapterContext.pairWalletConnect`) and no session yet, the kit's one pairing opens a session
 * for every namespace of the host's networks instead.
 */
export async function connectWalletConnectEvm(
  universal: UniversalProviderLike,
  networks: readonly CaipNetwork[],
  options: {
    onDisplayUri?: (uri: string) => void
    chainId?: number
    pair?: () => Promise<unknown>
  } = {},
): Promise<{ provider: WalletConnectEip1193Provider; accounts: string[]; chainId: number }> {
  const onUri = (uri: string) => options.onDisplayUri?.(uri)
  universal.on('display_uri', onUri)
  try {
    if (options.pair && !universal.session) {
      await options.pair()
    } else if (!universal.session || sessionAccounts(universal).length === 0) {
      // A session without eip155 accounts (e.g. paired for another namespace) needs a new one.
      const chains = networks.filter((n) => n.chainNamespace === 'eip155')
      await universal.connect({
        optionalNamespaces: {
          eip155: {
            methods: [...WALLET_CONNECT_EIP155_METHODS],
            chains: chains.map((n) => n.caipNetworkId),
            events: [...WALLET_CONNECT_EIP155_EVENTS],
            rpcMap: Object.fromEntries(chains.map((n) => [n.id, n.rpcUrls.default.http[0]])),
          },
        },
      })
    }
  } finally {
    universal.removeListener('display_uri', onUri)
  }
  const session = sessionAccounts(universal)
  const preferred = options.chainId ?? networks[0]?.id
  const chainId = session.some((a) => a.chainId === Number(preferred))
    ? Number(preferred)
    : (session[0]?.chainId ?? Number(preferred ?? 1))
  const provider = createWalletConnectEip1193Provider(universal, chainId)
  const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
  if (accounts.length === 0) {
    throw new KitError('CONNECT_FAILED', {
      params: { details: 'The WalletConnect session has no eip155 account.' },
    })
  }
  return { provider, accounts, chainId }
}

/**
 * The eip155 side of a WalletConnect session that survived a reload, or undefined when there is
 * none (no session, or a session without eip155 accounts).
 */
export async function restoreWalletConnectEvm(
  universal: UniversalProviderLike,
): Promise<
  { provider: WalletConnectEip1193Provider; accounts: string[]; chainId: number } | undefined
> {
  if (!universal.session || sessionAccounts(universal).length === 0) return undefined
  const provider = createWalletConnectEip1193Provider(universal)
  const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
  return { provider, accounts, chainId: provider.chainId }
}
