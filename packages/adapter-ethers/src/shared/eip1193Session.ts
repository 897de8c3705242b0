import type { AdapterEventMap } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { type Eip1193Provider, toEvmKitError } from '@gangway/core/eip155'

/** The connected wallet, followed live through its EIP-1193 events. */
export interface Eip1193Session {
  readonly connectorId: string
  readonly provider: Eip1193Provider
  address: string
  chainId: number
  /** Stops following the wallet's events. */
  close(): void
}

/** `eth_requestAccounts` (asks the visitor) or `eth_accounts` (asks nobody). */
export async function requestAccounts(
  provider: Eip1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts',
): Promise<string[]> {
  const accounts = await provider.request({ method })
  return Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : []
}

/**
 * Opens a session and subscribes to `accountsChanged`, `chainChanged` and `disconnect`.
 * Handlers are called only until `close()`.
 */
export function openSession(options: {
  connectorId: string
  provider: Eip1193Provider
  address: string
  chainId: number
  onAccounts: (accounts: string[]) => void
  onChain: (chainId: number) => void
  onDisconnect: () => void
}): Eip1193Session {
  const { provider } = options
  let open = true
  const onAccounts = (accounts: unknown) => {
    if (open) options.onAccounts(Array.isArray(accounts) ? accounts : [])
  }
  const onChain = (chainId: unknown) => {
    if (open && (typeof chainId === 'string' || typeof chainId === 'number'))
      options.onChain(Number(chainId))
  }
  const onDisconnect = () => {
    if (open) options.onDisconnect()
  }
  provider.on?.('accountsChanged', onAccounts)
  provider.on?.('chainChanged', onChain)
  provider.on?.('disconnect', onDisconnect)
  return {
    connectorId: options.connectorId,
    provider,
    address: options.address,
    chainId: options.chainId,
    close() {
      open = false
      provider.removeListener?.('accountsChanged', onAccounts)
      provider.removeListener?.('chainChanged', onChain)
      provider.removeListener?.('disconnect', onDisconnect)
    },
  }
}

/**
 * Opens the session of a just-connected wallet and turns its EIP-1193 events into the adapter's:
 * a new first account (checksummed) → `onAccountChanged`, a new chain → `onChainChanged`, no
 * accounts left or `disconnect` → `onGone`. The session's address and chainId follow along.
 */
export function followConnectedWallet(options: {
  connectorId: string
  provider: Eip1193Provider
  address: string
  chainId: number
  checksum: (address: string) => string
  onAccountChanged: (payload: AdapterEventMap['accountChanged']) => void
  onChainChanged: (payload: AdapterEventMap['networkChanged']) => void
  onGone: () => void
}): Eip1193Session {
  const { connectorId, checksum } = options
  const session: Eip1193Session = openSession({
    connectorId,
    provider: options.provider,
    address: options.address,
    chainId: options.chainId,
    onAccounts: (next) => {
      if (next.length === 0) {
        options.onGone()
        return
      }
      session.address = checksum(next[0] as string)
      options.onAccountChanged({ address: session.address, chainId: session.chainId, connectorId })
    },
    onChain: (next) => {
      session.chainId = next
      options.onChainChanged({ chainId: next, address: session.address })
    },
    onDisconnect: options.onGone,
  })
  return session
}

/** Rethrows only a rejection: a failed chain switch while connecting is not fatal. */
export function onlyRejection(error: unknown): void {
  const mapped = toEvmKitError(error)
  if (mapped instanceof KitError && mapped.code === 'USER_REJECTED') throw mapped
}

/** Best effort (MIP-2): wallets without `wallet_revokePermissions`, or slow ones, are skipped. */
export async function revokePermissions(provider: Eip1193Provider): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    provider
      .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      .catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, 100)
    }),
  ])
  clearTimeout(timer)
}
