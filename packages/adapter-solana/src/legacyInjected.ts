import type { DiscoveredConnector } from '@gangway/core/adapter'
import type { SendOptions } from '@solana/web3.js'

type Listener = (...args: any[]) => void

/** The Phantom-style provider older wallets inject (`window.solana`, `window.phantom.solana`). */
export interface LegacySolanaProvider {
  isPhantom?: boolean
  isSolflare?: boolean
  isBackpack?: boolean
  isCoinbaseWallet?: boolean
  publicKey?: { toBase58(): string } | null
  connect(options?: {
    onlyIfTrusted?: boolean
  }): Promise<{ publicKey?: { toBase58(): string } } | undefined>
  disconnect(): Promise<void>
  signMessage(
    message: Uint8Array,
    display?: 'utf8' | 'hex',
  ): Promise<{ signature: Uint8Array } | Uint8Array>
  signTransaction<T>(transaction: T): Promise<T>
  signAndSendTransaction?<T>(transaction: T, options?: SendOptions): Promise<{ signature: string }>
  on?(event: string, listener: Listener): unknown
  off?(event: string, listener: Listener): unknown
  removeListener?(event: string, listener: Listener): unknown
}

export interface LegacyWallet {
  name: string
  provider: LegacySolanaProvider
  /** The connector id when it is not the name (the embedded wallet: 'AUTH'). */
  id?: string
  /** INJECTED by default; AUTH for the kit's embedded wallet. */
  type?: 'INJECTED' | 'AUTH'
}

const isProvider = (value: unknown): value is LegacySolanaProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LegacySolanaProvider).connect === 'function' &&
  typeof (value as LegacySolanaProvider).signTransaction === 'function'

function nameOf(provider: LegacySolanaProvider, fallback: string): string {
  if (provider.isPhantom) return 'Phantom'
  if (provider.isSolflare) return 'Solflare'
  if (provider.isBackpack) return 'Backpack'
  if (provider.isCoinbaseWallet) return 'Coinbase Wallet'
  return fallback
}

/**
 * Wallets injected the pre-Wallet-Standard way, each once: `phantom.solana`, `solflare`,
 * `backpack`, `coinbaseSolana`, then the generic `solana`. Reads `win` only when called.
 */
export function findLegacyWallets(win: unknown): LegacyWallet[] {
  if (typeof win !== 'object' || win === null) return []
  const page = win as Record<string, any>
  const candidates: [unknown, string][] = [
    [page.phantom?.solana, 'Phantom'],
    [page.solflare, 'Solflare'],
    [page.backpack, 'Backpack'],
    [page.coinbaseSolana, 'Coinbase Wallet'],
    [page.solana, 'Injected Wallet'],
  ]
  const found: LegacyWallet[] = []
  for (const [provider, fallback] of candidates) {
    if (!isProvider(provider) || found.some((wallet) => wallet.provider === provider)) continue
    const name = nameOf(provider, fallback)
    if (found.some((wallet) => wallet.name === name)) continue
    found.push({ name, provider })
  }
  return found
}

export function toInjectedConnector(wallet: LegacyWallet): DiscoveredConnector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'INJECTED',
    chain: 'solana',
    info: { name: wallet.name },
    installed: true,
    provider: wallet.provider,
  }
}
