import type { DiscoveredConnector } from '@gangway/core/adapter'
import {
  SolanaSignAndSendTransaction,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'

/** A Wallet Standard wallet this adapter can use: Solana chains, connect, and a signing feature. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = wallet.features
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    StandardConnect in features &&
    (SolanaSignAndSendTransaction in features ||
      SolanaSignTransaction in features ||
      SolanaSignMessage in features)
  )
}
/** The kit connector of a Wallet Standard wallet (type ANNOUNCED, id = its name). */
export function toAnnouncedConnector(wallet: Wallet): DiscoveredConnector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    info: { name: wallet.name, icon: wallet.icon },
    installed: true,
    provider: wallet,
  }
}
