import type { LegacySolanaProvider, LegacyWallet } from './legacyInjected.js'
import type { SolanaSdk, SolanaWalletSession } from './types.js'

/**
 * Connects a legacy injected wallet; `silent` uses `onlyIfTrusted` (no prompt) and resolves
 * undefined when the wallet does not trust the site. `loadSdk` (web3.js) is awaited only once
 * the wallet has answered, so the prompt does not wait for the download.
 */
export async function openLegacySession(
  wallet: LegacyWallet,
  options: { silent: boolean },
  loadSdk: () => Promise<SolanaSdk>,
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
  // web3.js loads while the wallet asks the visitor; the session needs it from here on.
  const { PublicKey, VersionedTransaction } = await loadSdk()

  const session: SolanaWalletSession = {
    connectorId: wallet.id ?? wallet.name,
    type: wallet.type ?? 'INJECTED',
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
