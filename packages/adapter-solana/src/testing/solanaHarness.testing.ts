/**
 * Test harness of the Solana adapter's tests (not in any package entry): the offline validator
 * for the file, the Wallet Standard test wallet registered with the page's wallet registry, and
 * adapters set up the way the kit sets them up.
 */
import { createPublicKey, verify } from 'node:crypto'
import type { AdapterEventMap, CaipNetwork, UniversalProviderLike } from '@gangway/core/adapter'
import type { KitError } from '@gangway/core/common'
import { createSolanaTestWallet, type SolanaTestWallet } from '@gangway/testing/solana'
import { type SolanaValidator, startSolanaValidator } from '@gangway/testing/solana/node'
import { createAdapterContext } from '@gangway/testing/tools'
import { LAMPORTS_PER_SOL } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { solanaDevnet, solanaLocalnet } from '../networks.js'
import { SolanaAdapter } from '../SolanaAdapter.js'
import type { SolanaAdapterOptions } from '../types.js'

/** The rent-exempt minimum of an empty account: the least a transfer to a new account may send. */
export const RENT_EXEMPT_MINIMUM = 890_880n
export const FEE = 5000n

/** The error a promise rejects with (a test failure when it resolves). */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error as KitError,
  )

/** Independent ed25519 check (node:crypto, not the library the wallet signs with). */
export function verifyEd25519(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, message, key, signature)
}

export interface SolanaChain {
  validator: SolanaValidator
  localnet: CaipNetwork
  networks: CaipNetwork[]
}

/** Starts the validator for the file and unregisters wallets / runs cleanups after each test. */
export function useSolanaValidator() {
  const chain = {} as SolanaChain
  const cleanups: (() => unknown)[] = []
  beforeAll(async () => {
    const validator = await startSolanaValidator()
    const localnet = solanaLocalnet(validator.rpcUrl)
    Object.assign(chain, { validator, localnet, networks: [localnet, solanaDevnet] })
  }, 30_000)
  afterAll(() => chain.validator?.stop())
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** A funded test wallet, registered with the Wallet Standard registry until the test ends. */
  function walletInPage(options: { name?: string; lamports?: number; trusted?: boolean } = {}) {
    const wallet = createSolanaTestWallet({
      rpcUrl: chain.validator.rpcUrl,
      ...(options.name && { name: options.name }),
      ...(options.trusted !== undefined && { trusted: options.trusted }),
    })
    chain.validator.airdrop(wallet.address, options.lamports ?? 10 * LAMPORTS_PER_SOL)
    cleanups.push(getWallets().register(wallet))
    return wallet
  }

  /** A new adapter, set up the way the kit sets it up (one page load). */
  function loadAdapter(
    options: SolanaAdapterOptions & {
      universal?: UniversalProviderLike
      pairWalletConnect?: () => Promise<UniversalProviderLike>
    } = {},
  ): SolanaAdapter {
    const { universal, pairWalletConnect, ...adapterOptions } = options
    const adapter = new SolanaAdapter(adapterOptions)
    // Without `pairWalletConnect`, the context pairs as the kit does (one proposal, every family).
    const context = createAdapterContext({
      networks: chain.networks,
      ...(universal && { universalProvider: universal }),
      ...(pairWalletConnect && { pairWalletConnect }),
    })
    adapter.setup(context)
    cleanups.push(() => {
      context.abort()
      return adapter.destroy()
    })
    return adapter
  }

  return { chain, cleanups, walletInPage, loadAdapter }
}

/** Collects an adapter's events of one kind. */
export function record<E extends keyof AdapterEventMap>(
  adapter: SolanaAdapter,
  event: E,
): AdapterEventMap[E][] {
  const seen: AdapterEventMap[E][] = []
  adapter.on(event, (payload) => seen.push(payload))
  return seen
}

export type { SolanaTestWallet }
