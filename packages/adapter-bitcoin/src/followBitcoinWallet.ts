import type { Address } from 'sats-connect'
import { chainIdForSatsConnectName } from './networks.js'
import { askAccountsSilently, listenToWallet } from './satsConnectWallet.js'

export interface BitcoinWalletFollower {
  /** The wallet's addresses changed (an account switch, or a network change with `chainId`). */
  addresses(addresses: readonly Address[], chainId?: string): void
  /** The wallet ended the connection. */
  disconnect(): void
}

/**
 * Follows a sats-connect wallet's 'accountChange', 'networkChange' and 'disconnect' events.
 * Events without addresses are completed by asking the wallet silently. Returns the unsubscribe.
 */
export function followBitcoinWallet(providerId: string, on: BitcoinWalletFollower): () => void {
  const withAddresses = (addresses: readonly Address[] | undefined, chainId?: string) => {
    if (addresses?.length) return on.addresses(addresses, chainId)
    void askAccountsSilently(providerId).then((asked) => {
      if (asked?.length) on.addresses(asked, chainId)
    })
  }
  const offs = [
    listenToWallet(providerId, {
      eventName: 'accountChange',
      cb: (event) => withAddresses(event.addresses),
    }),
    listenToWallet(providerId, {
      eventName: 'networkChange',
      cb: (event) => {
        const chainId = chainIdForSatsConnectName(event.bitcoin.name)
        if (chainId) withAddresses(event.addresses, chainId)
      },
    }),
    listenToWallet(providerId, { eventName: 'disconnect', cb: () => on.disconnect() }),
  ]
  return () => {
    for (const off of offs) off()
  }
}
