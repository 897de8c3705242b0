import type { UniversalProviderLike } from '../adapters/types.js'
import { eip155Family } from '../families/eip155.js'
import type { CaipNetwork } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import {
  connectWalletConnectNamespace,
  walletConnectConnector,
} from '../walletconnect/namespaceSession.js'
import { sessionAccounts } from '../walletconnect/namespaces.js'
import { timedWalletConnectRequest } from '../walletconnect/request.js'
import { toHexChainId } from './switchChain.js'
import type { Eip1193Provider, Eip1193RequestArguments } from './types.js'

/** The kit connector for WalletConnect on eip155. */
export const walletConnectEvmConnector = (): Connector => walletConnectConnector('eip155')

/** The eip155 accounts of a WalletConnect session, with numeric chain ids. */
const evmSessionAccounts = (universal: UniversalProviderLike) =>
  sessionAccounts(universal.session, eip155Family).map(({ chainId, address }) => ({
    chainId: Number(chainId),
    address,
  }))

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
  /** How long a request waits for the wallet (default TIMING.WALLET_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number,
): WalletConnectEip1193Provider {
  let chainId = initialChainId ?? evmSessionAccounts(universal)[0]?.chainId ?? 1
  const localListeners = new Map<string, Set<(...args: any[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of localListeners.get(event) ?? []) listener(...args)
  }
  const accountsOn = (id: number) => {
    const all = evmSessionAccounts(universal)
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
      const result = await timedWalletConnectRequest(
        universal,
        { method, params },
        `eip155:${chainId}`,
        { namespace: 'eip155', timeoutMs: requestTimeoutMs },
      )
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
 * Opens or joins the kit's WalletConnect session for eip155 (`connectWalletConnectNamespace`:
 * with `pair`, the kit's `AdapterContext.pairWalletConnect`, and no session yet, the kit's one
 * pairing; else an eip155 proposal on `networks`; a refusal is USER_REJECTED; no eip155 account
 * is CONNECT_FAILED). The connection starts on `chainId` when the session has it, else on the
 * first network's, else on the session's first chain. `onDisplayUri` receives the pairing URI.
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
  const session = await connectWalletConnectNamespace(universal, eip155Family, {
    networks,
    pair: options.pair,
    onDisplayUri: options.onDisplayUri,
  })
  const preferred = Number(options.chainId ?? networks[0]?.id)
  const chainId = Number(
    (session.find((account) => Number(account.chainId) === preferred) ?? session[0])?.chainId,
  )
  const provider = createWalletConnectEip1193Provider(universal, chainId)
  const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
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
  if (evmSessionAccounts(universal).length === 0) return undefined
  const provider = createWalletConnectEip1193Provider(universal)
  const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
  return { provider, accounts, chainId: provider.chainId }
}
