import type { Connector } from '@gangway/core'
import { PublicKey, type SendOptions, VersionedTransaction } from '@solana/web3.js'
import type { SolanaWalletSession } from './types.js'

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

export function toInjectedConnector(wallet: LegacyWallet): Connector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'INJECTED',
    chain: 'solana',
    info: { name: wallet.name },
    provider: wallet.provider,
  }
}

/**
 * Connects a legacy injected wallet; `silent` uses `onlyIfTrusted` (no prompt) and resolves
 * undefined when the wallet does not trust the site.
 */
export async function openLegacySession(
  wallet: LegacyWallet,
  options: { silent: boolean },
): Promise<SolanaWalletSession | undefined> {
  const { provider } = wallet
  let answer: Awaited<ReturnType<LegacySolanaProvider['connect']>>
  try {
    answer = await provider.connect(options.silent ? { onlyIfTrusted: true } : undefined)
  } catch (error) {
    if (options.silent) return undefined
    throw error
  }
  const key = answer?.publicKey ?? provider.publicKey
  if (!key) return undefined

  const session: SolanaWalletSession = {
    connectorId: wallet.name,
    type: 'INJECTED',
    name: wallet.name,
    publicKey: new PublicKey(key.toBase58()),
    async signMessage(message) {
      const signed = await provider.signMessage(message, 'utf8')
      return signed instanceof Uint8Array ? signed : signed.signature
    },
    async signTransaction(transaction) {
      const signed = await provider.signTransaction(VersionedTransaction.deserialize(transaction))
      return signed.serialize()
    },
    ...(provider.signAndSendTransaction && {
      async signAndSendTransaction(transaction, _chain, sendOptions) {
        const send = provider.signAndSendTransaction?.bind(provider)
        if (!send) throw new Error(`${wallet.name} cannot send transactions.`)
        const { signature } = await send(VersionedTransaction.deserialize(transaction), sendOptions)
        return signature
      },
    }),
    watch(listener) {
      const onAccount = (next: { toBase58(): string } | null) => {
        if (!next) return listener(null)
        const publicKey = new PublicKey(next.toBase58())
        if (publicKey.equals(session.publicKey)) return
        session.publicKey = publicKey
        listener(publicKey)
      }
      const onDisconnect = () => listener(null)
      provider.on?.('accountChanged', onAccount)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        const off = (provider.off ?? provider.removeListener)?.bind(provider)
        off?.('accountChanged', onAccount)
        off?.('disconnect', onDisconnect)
      }
    },
    disconnect: () => provider.disconnect(),
  }
  return session
}
