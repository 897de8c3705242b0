import { ed25519 } from '@noble/curves/ed25519'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionInput,
  SolanaSignMessage,
  type SolanaSignMessageInput,
  SolanaSignTransaction,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectInput,
  StandardDisconnect,
  StandardEvents,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { decodeBase58 } from '../base58.js'
import {
  SOLANA_LOCALNET_CHAIN,
  SOLANA_TEST_WALLET_ICON,
  SOLANA_TEST_WALLET_NAME,
  SolanaWalletRejectedError,
} from './constants.js'
import type { SolanaTestWallet, SolanaTestWalletOptions, SolanaTestWalletRequest } from './types.js'

const ACCOUNT_FEATURES = [
  SolanaSignMessage,
  SolanaSignTransaction,
  SolanaSignAndSendTransaction,
] as const

function keypairFrom(options: SolanaTestWalletOptions): Keypair {
  if (options.keypair) return options.keypair
  const { secretKey } = options
  if (secretKey === undefined) return Keypair.generate()
  const bytes = typeof secretKey === 'string' ? decodeBase58(secretKey) : Uint8Array.from(secretKey)
  return Keypair.fromSecretKey(bytes)
}

/**
 * A Wallet Standard wallet for Solana tests, backed by a `Keypair`: standard:connect (silent
 * connect answers only for a trusted site), standard:disconnect, standard:events (`change`),
 * solana:signMessage (ed25519), solana:signTransaction and solana:signAndSendTransaction (sends
 * to `rpcUrl`). Runs in Node and in browsers; register it with `registerSolanaTestWallet`.
 */
export function createSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  let keypair = keypairFrom(options)
  let trusted = options.trusted ?? false
  let connected = false
  const chains = [...(options.chains ?? [SOLANA_LOCALNET_CHAIN])] as IdentifierString[]
  const rejections: string[] = []
  const requests: SolanaTestWalletRequest[] = []
  const listeners = new Set<StandardEventsListeners['change']>()
  let connection: Connection | undefined

  const account = (): WalletAccount =>
    Object.freeze({
      address: keypair.publicKey.toBase58(),
      publicKey: keypair.publicKey.toBytes(),
      chains,
      features: ACCOUNT_FEATURES,
      label: 'Test account',
    })
  let current = account()
  const accounts = () => (connected ? [current] : [])
  const emitChange = () => {
    for (const listener of listeners) listener({ accounts: accounts() })
  }

  /** Runs a request that needs the user's approval, honouring `rejectNext`. */
  const ask = async <T>(
    method: SolanaTestWalletRequest['method'],
    run: () => T | Promise<T>,
  ): Promise<T> => {
    const refusal = rejections.shift()
    if (refusal !== undefined) {
      requests.push({ method, outcome: 'rejected' })
      throw new SolanaWalletRejectedError(refusal || undefined)
    }
    try {
      const result = await run()
      requests.push({ method, outcome: 'approved' })
      return result
    } catch (error) {
      requests.push({ method, outcome: 'failed' })
      throw error
    }
  }

  const requireAccount = (input: { account: WalletAccount }) => {
    if (!connected) throw new Error('The wallet is not connected to this site.')
    if (input.account.address !== current.address) {
      throw new Error(`Unknown account ${input.account.address}.`)
    }
  }
  const requireChain = (chain: IdentifierString | undefined) => {
    if (chain !== undefined && !chains.includes(chain)) {
      throw new Error(`The wallet does not support the chain ${chain}.`)
    }
  }
  const sign = (input: SolanaSignTransactionInput) => {
    requireAccount(input)
    requireChain(input.chain)
    const transaction = VersionedTransaction.deserialize(input.transaction)
    transaction.sign([keypair])
    return transaction
  }
  const rpc = () => {
    connection ??= new Connection(options.rpcUrl, options.commitment ?? 'confirmed')
    return connection
  }

  const features = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input?: StandardConnectInput) {
        if (input?.silent) {
          requests.push({
            method: 'connect',
            silent: true,
            outcome: trusted ? 'approved' : 'rejected',
          })
          if (!trusted) return { accounts: [] }
        } else {
          await ask('connect', () => {
            trusted = true
          })
        }
        const changed = !connected
        connected = true
        if (changed) emitChange()
        return { accounts: accounts() }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        if (!connected) return
        connected = false
        emitChange()
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on(event: 'change', listener: StandardEventsListeners['change']) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      signMessage: (...inputs: readonly SolanaSignMessageInput[]) =>
        ask('signMessage', () =>
          inputs.map((input) => {
            requireAccount(input)
            const signature = ed25519.sign(input.message, keypair.secretKey.slice(0, 32))
            return { signedMessage: input.message, signature, signatureType: 'ed25519' as const }
          }),
        ),
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0] as const,
      signTransaction: (...inputs: readonly SolanaSignTransactionInput[]) =>
        ask('signTransaction', () =>
          inputs.map((input) => ({ signedTransaction: sign(input).serialize() })),
        ),
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0] as const,
      signAndSendTransaction: (...inputs: readonly SolanaSignAndSendTransactionInput[]) =>
        ask('signAndSendTransaction', async () => {
          const outputs: { signature: Uint8Array }[] = []
          for (const input of inputs) {
            const transaction = sign(input)
            await rpc().sendRawTransaction(transaction.serialize(), {
              ...(input.options?.skipPreflight !== undefined && {
                skipPreflight: input.options.skipPreflight,
              }),
              ...(input.options?.maxRetries !== undefined && {
                maxRetries: input.options.maxRetries,
              }),
              preflightCommitment:
                input.options?.preflightCommitment ?? options.commitment ?? 'confirmed',
            })
            outputs.push({ signature: transaction.signatures[0] as Uint8Array })
          }
          return outputs
        }),
    },
  }

  return {
    version: '1.0.0',
    name: options.name ?? SOLANA_TEST_WALLET_NAME,
    icon: options.icon ?? SOLANA_TEST_WALLET_ICON,
    chains,
    features,
    get accounts() {
      return accounts()
    },
    get keypair() {
      return keypair
    },
    get address() {
      return keypair.publicKey.toBase58()
    },
    get trusted() {
      return trusted
    },
    get connected() {
      return connected
    },
    get requests() {
      return [...requests]
    },
    rejectNext(message = '') {
      rejections.push(message)
    },
    revoke() {
      trusted = false
      if (!connected) return
      connected = false
      emitChange()
    },
    switchAccount(next = Keypair.generate()) {
      keypair = next
      current = account()
      if (connected) emitChange()
      return keypair
    },
  }
}
