import { ed25519 } from '@noble/curves/ed25519'
import type { Wallet } from '@wallet-standard/base'
import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import { decodeBase58 } from '../../solana/base58.js'
import type { SolanaValidator } from '../../solana/startSolanaValidator.js'
import { SOLANA_LOCALNET_CHAIN } from '../../solana/wallet/constants.js'
import { createSolanaTestWallet } from '../../solana/wallet/createSolanaTestWallet.js'
import type { SolanaTestWallet } from '../../solana/wallet/types.js'
import type { HeldRequest, WalletDriver } from '../types.js'

type RegistryEvent = 'register' | 'unregister'
type RegistryListener = (...wallets: Wallet[]) => void

/** A Wallet Standard registry (`@wallet-standard/app`'s `Wallets`) holding just the test wallet. */
export interface TestWalletRegistry {
  get(): readonly Wallet[]
  on(event: RegistryEvent, listener: RegistryListener): () => void
  register(...wallets: Wallet[]): () => void
}

export interface SolanaWalletDriver extends WalletDriver {
  readonly wallet: SolanaTestWallet
  /** Give it to the adapter as its registry (`getWallets: () => driver.registry`). */
  readonly registry: TestWalletRegistry
}

/**
 * The Solana Wallet Standard test wallet (`createSolanaTestWallet`), funded on the validator and
 * listed in a registry of its own whose listeners are counted, as are the wallet's `change`
 * listeners.
 */
export function installSolanaWallet(validator: SolanaValidator, lamports = 10n ** 10n) {
  const wallet = createSolanaTestWallet({
    rpcUrl: validator.rpcUrl,
    chains: [SOLANA_LOCALNET_CHAIN],
  })
  validator.airdrop(wallet.address, lamports)
  const registryListeners = new Set<RegistryListener>()
  const registry: TestWalletRegistry = {
    get: () => [wallet],
    on(_event, listener) {
      const entry = (...wallets: Wallet[]) => listener(...wallets)
      registryListeners.add(entry)
      return () => void registryListeners.delete(entry)
    },
    register: () => () => {},
  }

  const features = wallet.features as Record<string, Record<string, (...args: any[]) => any>>
  const events = features[StandardEvents]!
  const on = events.on!
  let walletListeners = 0
  events.on = (event: string, listener: unknown) => {
    const off = on(event, listener) as () => void
    walletListeners++
    let removed = false
    return () => {
      if (!removed) walletListeners--
      removed = true
      off()
    }
  }
  const standardConnect = features[StandardConnect]!
  const connect = standardConnect.connect!
  let hold: Promise<boolean> | undefined
  let asked: () => void = () => {}
  standardConnect.connect = async (input?: { silent?: boolean }) => {
    const held = input?.silent ? undefined : hold
    hold = undefined
    if (held) {
      asked()
      if (!(await held)) wallet.rejectNext()
    }
    return connect(input)
  }

  const driver: SolanaWalletDriver = {
    connectorId: wallet.name,
    wallet,
    registry,
    rejectNext: () => wallet.rejectNext(),
    holdNext(): HeldRequest {
      let answer: (approve: boolean) => void = () => {}
      hold = new Promise((resolve) => {
        answer = resolve
      })
      return {
        asked: new Promise((resolve) => {
          asked = resolve
        }),
        approve: () => answer(true),
        reject: () => answer(false),
      }
    },
    switchAccount: () => void wallet.switchAccount(),
    disconnect: () => features[StandardDisconnect]!.disconnect!(),
    revoke: () => wallet.revoke(),
    verifySignature: ({ message, signature, address }) =>
      ed25519.verify(
        decodeBase58(signature),
        new TextEncoder().encode(message),
        decodeBase58(address),
      ),
    listenerCount: () => walletListeners + registryListeners.size,
    requestCount: () => wallet.requests.length,
    remove() {},
  }
  return driver
}
