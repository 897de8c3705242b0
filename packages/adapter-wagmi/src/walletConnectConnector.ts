import {
  type CaipNetwork,
  type UniversalProviderLike,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@gangway/core/adapter'
import {
  connectWalletConnectEvm,
  restoreWalletConnectEvm,
  switchOrAddEthereumChain,
  type WalletConnectEip1193Provider,
} from '@gangway/core/eip155'
import { createConnector } from '@wagmi/core'
import { type Address, getAddress, SwitchChainError } from 'viem'

export interface GangwayWalletConnectParameters {
  /** The kit's shared UniversalProvider (created on first call). */
  getUniversalProvider: () => Promise<UniversalProviderLike>
  networks: readonly CaipNetwork[]
  onDisplayUri: (uri: string) => void
  /** The kit's one pairing (every namespace of the host's networks in one session). */
  pair?: () => Promise<unknown>
  /**
   * The RPC URLs to give `wallet_addEthereumChain` for a network the wallet lacks (the adapter's
   * host URLs / default RPC URL rule); the chain's own URLs without it. A switch's own
   * `addEthereumChainParameter.rpcUrls` come first.
   */
  rpcUrls?: (network: CaipNetwork) => readonly string[]
}

/**
 * A wagmi connector over the kit's shared WalletConnect UniversalProvider, so WalletConnect
 * sessions are the same for every namespace and for wagmi's own hooks.
 */
export function gangwayWalletConnect(parameters: GangwayWalletConnectParameters) {
  let facade: WalletConnectEip1193Provider | undefined
  /** Takes the connector's listeners off the provider they were put on (none when not following). */
  let unfollow: (() => void) | undefined

  return createConnector<WalletConnectEip1193Provider | undefined>((config) => {
    const toAddresses = (accounts: readonly string[]) => accounts.map((a) => getAddress(a))

    /**
     * Follows the session's events on `provider`, once: each facade puts its listeners on the
     * kit-shared UniversalProvider, so the previous ones come off first (and on disconnect), or
     * every reconnect would add copies and one `session_delete` would disconnect several times.
     */
    const follow = (
      provider: WalletConnectEip1193Provider,
      connector: {
        onAccountsChanged(accounts: string[]): void
        onChainChanged(chainId: string): void
        onDisconnect(): void
      },
    ) => {
      unfollow?.()
      const listeners: [string, (...args: any[]) => void][] = [
        ['accountsChanged', (accounts: string[]) => connector.onAccountsChanged(accounts)],
        ['chainChanged', (chainId: string) => connector.onChainChanged(chainId)],
        ['session_delete', () => connector.onDisconnect()],
        ['disconnect', () => connector.onDisconnect()],
      ]
      for (const [event, listener] of listeners) provider.on(event, listener)
      unfollow = () => {
        unfollow = undefined
        for (const [event, listener] of listeners) provider.removeListener(event, listener)
      }
    }

    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect',
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const universal = await parameters.getUniversalProvider()
        const opened = isReconnecting
          ? await restoreWalletConnectEvm(universal)
          : await connectWalletConnectEvm(universal, parameters.networks, {
              onDisplayUri: parameters.onDisplayUri,
              ...(parameters.pair ? { pair: parameters.pair } : {}),
              ...(chainId !== undefined ? { chainId } : {}),
            })
        if (!opened) throw new Error('No WalletConnect session to restore.')
        facade = opened.provider
        follow(opened.provider, this)
        const accounts = toAddresses(opened.accounts)
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: opened.chainId,
        }
      },
      async disconnect() {
        const universal = await parameters.getUniversalProvider()
        unfollow?.()
        facade = undefined
        await universal.disconnect()
      },
      async getAccounts() {
        const provider = await this.getProvider()
        if (!provider) return []
        return toAddresses((await provider.request({ method: 'eth_accounts' })) as string[])
      },
      async getChainId() {
        const provider = await this.getProvider()
        return provider?.chainId ?? config.chains[0].id
      },
      async getProvider() {
        if (facade) return facade
        const restored = await restoreWalletConnectEvm(await parameters.getUniversalProvider())
        facade = restored?.provider
        return facade
      },
      async isAuthorized() {
        try {
          return ((await this.getAccounts()) as readonly Address[]).length > 0
        } catch {
          return false
        }
      },
      async switchChain({ addEthereumChainParameter, chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        const network = parameters.networks.find((n) => Number(n.id) === chainId)
        const provider = await this.getProvider()
        if (!chain || !network || !provider)
          throw new SwitchChainError(new Error('Unsupported chain'))
        const rpcUrls = addEthereumChainParameter?.rpcUrls?.length
          ? addEthereumChainParameter.rpcUrls
          : parameters.rpcUrls?.(network)
        await switchOrAddEthereumChain(provider, network, rpcUrls ? { rpcUrls } : {})
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: toAddresses(accounts) })
      },
      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },
      onDisconnect() {
        unfollow?.()
        facade = undefined
        config.emitter.emit('disconnect')
      },
    }
  })
}
