import { encodeBase58 } from '@gangway/core/adapter'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import type { SolanaSdk, SolanaWalletSession } from './types.js'

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

const featuresOf = (wallet: Wallet) => wallet.features as Features

const missing = (wallet: Wallet, feature: string) =>
  new Error(`${wallet.name} does not support ${feature}.`)

/** The wallet's account to use: one on a Solana chain, else its first. */
function pickAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return accounts.find((a) => a.chains.some((c) => c.startsWith('solana:'))) ?? accounts[0]
}

/**
 * Connects a Wallet Standard wallet. `silent` asks without prompting the visitor (reconnect
 * after a reload): it resolves undefined when the wallet does not confirm an account. `loadSdk`
 * (web3.js) is awaited only once the wallet has answered.
 */
export async function openWalletStandardSession(
  wallet: Wallet,
  options: { silent: boolean },
  loadSdk: () => Promise<SolanaSdk>,
): Promise<SolanaWalletSession | undefined> {
  const features = featuresOf(wallet)
  const connect = features[StandardConnect]?.connect
  if (!connect) throw missing(wallet, StandardConnect)
  const { accounts } = await connect(options.silent ? { silent: true } : undefined)
  let account = pickAccount(accounts)
  if (!account) return undefined
  // web3.js loads while the wallet asks the visitor; the session needs it from here on.
  const { PublicKey } = await loadSdk()

  const current = () => account as WalletAccount
  const session: SolanaWalletSession = {
    connectorId: wallet.name,
    type: 'ANNOUNCED',
    name: wallet.name,
    chains: wallet.chains,
    publicKey: new PublicKey(account.publicKey),
    async signMessage(message) {
      const sign = features[SolanaSignMessage]?.signMessage
      if (!sign) throw missing(wallet, SolanaSignMessage)
      const [output] = await sign({ account: current(), message })
      if (!output) throw new Error(`${wallet.name} returned no signature.`)
      return output.signature
    },
    async signTransaction(transaction, chain) {
      const sign = features[SolanaSignTransaction]?.signTransaction
      if (!sign) throw missing(wallet, SolanaSignTransaction)
      const [output] = await sign({
        account: current(),
        transaction,
        chain: chain as IdentifierString,
      })
      if (!output) throw new Error(`${wallet.name} returned no transaction.`)
      return output.signedTransaction
    },
    ...(features[SolanaSignAndSendTransaction] && {
      async signAndSendTransaction(transaction, chain, sendOptions) {
        const send = features[SolanaSignAndSendTransaction]?.signAndSendTransaction
        if (!send) throw missing(wallet, SolanaSignAndSendTransaction)
        const [output] = await send({
          account: current(),
          transaction,
          chain: chain as IdentifierString,
          ...(sendOptions && {
            options: {
              ...(sendOptions.skipPreflight !== undefined && {
                skipPreflight: sendOptions.skipPreflight,
              }),
              ...(sendOptions.maxRetries !== undefined && { maxRetries: sendOptions.maxRetries }),
              ...(sendOptions.preflightCommitment && {
                preflightCommitment: sendOptions.preflightCommitment as 'confirmed',
              }),
              ...(sendOptions.minContextSlot !== undefined && {
                minContextSlot: sendOptions.minContextSlot,
              }),
            },
          }),
        })
        if (!output) throw new Error(`${wallet.name} returned no signature.`)
        return encodeBase58(output.signature)
      },
    }),
    watch(listener) {
      const on = features[StandardEvents]?.on
      if (!on) return () => {}
      return on('change', ({ accounts: changed }) => {
        if (!changed) return
        const next = pickAccount(changed)
        if (!next) return listener(null)
        if (next.address === current().address) return
        account = next
        session.publicKey = new PublicKey(next.publicKey)
        listener(session.publicKey)
      })
    },
    async disconnect() {
      await features[StandardDisconnect]?.disconnect()
    },
  }
  return session
}
