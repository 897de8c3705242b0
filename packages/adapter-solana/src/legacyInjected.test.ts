/**
 * Wallets injected the pre-Wallet-Standard way (`window.phantom.solana`, `window.solana`): a
 * Phantom-style provider over the Solana test wallet stands in for one.
 */
import { decodeBase58 } from '@gangway/core/adapter'
import { createSolanaTestWallet, type SolanaTestWallet } from '@gangway/testing/solana'
import { Keypair, PublicKey, type VersionedTransaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { describe, expect, it } from 'vitest'
import { findLegacyWallets, type LegacySolanaProvider } from './legacyInjected.js'
import { useSolanaValidator, verifyEd25519 } from './testing/solanaHarness.testing.js'

const { chain, cleanups, loadAdapter } = useSolanaValidator()

type Method = (...args: any[]) => Promise<any>
const call = (wallet: SolanaTestWallet, feature: string, method: string) =>
  (wallet.features as Record<string, Record<string, Method>>)[feature]?.[method] as Method

/** A Phantom-style provider (connect/onlyIfTrusted, accountChanged) over the test wallet. */
function phantomStyle(wallet: SolanaTestWallet): LegacySolanaProvider & { isPhantom: true } {
  const listeners = new Map<string, Set<(...args: any[]) => void>>()
  call(
    wallet,
    'standard:events',
    'on',
  )('change', ({ accounts }: { accounts: unknown[] }) => {
    for (const listener of listeners.get('accountChanged') ?? []) {
      listener(accounts.length ? new PublicKey(wallet.address) : null)
    }
  })
  return {
    isPhantom: true,
    get publicKey() {
      return wallet.connected ? new PublicKey(wallet.address) : null
    },
    async connect(options) {
      const { accounts } = await call(
        wallet,
        'standard:connect',
        'connect',
      )(options?.onlyIfTrusted ? { silent: true } : undefined)
      if (accounts.length === 0) throw new Error('User rejected the request.')
      return { publicKey: new PublicKey(wallet.address) }
    },
    disconnect: () => call(wallet, 'standard:disconnect', 'disconnect')(),
    async signMessage(message) {
      const [output] = await call(
        wallet,
        'solana:signMessage',
        'signMessage',
      )({
        account: wallet.accounts[0],
        message,
      })
      return { signature: output.signature, publicKey: new PublicKey(wallet.address) }
    },
    async signTransaction<T>(transaction: T) {
      const [output] = await call(
        wallet,
        'solana:signTransaction',
        'signTransaction',
      )({
        account: wallet.accounts[0],
        transaction: (transaction as VersionedTransaction).serialize(),
      })
      const Versioned = (transaction as VersionedTransaction)
        .constructor as typeof VersionedTransaction
      return Versioned.deserialize(output.signedTransaction) as T
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

describe('legacy injected Solana wallets', () => {
  it('are found once each, named by their flags', () => {
    const phantom = phantomStyle(createSolanaTestWallet({ rpcUrl: 'x' }))
    expect(findLegacyWallets({ phantom: { solana: phantom }, solana: phantom })).toEqual([
      { name: 'Phantom', provider: phantom },
    ])
    const generic = { connect: async () => undefined, signTransaction: async (t: unknown) => t }
    expect(findLegacyWallets({ solana: generic }).map((w) => w.name)).toEqual(['Injected Wallet'])
    expect(findLegacyWallets(undefined)).toEqual([])
    expect(findLegacyWallets({ solana: { connect: 'not a provider' } })).toEqual([])
  })

  it('connect as INJECTED, sign, send, follow account changes and reconnect silently', async () => {
    const wallet = createSolanaTestWallet({ rpcUrl: chain.validator.rpcUrl })
    chain.validator.airdrop(wallet.address, 2_000_000_000)
    const page = { phantom: { solana: phantomStyle(wallet) } }
    const adapter = loadAdapter({ window: page })
    expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([
      ['Phantom', 'INJECTED'],
      ['walletConnect', 'WALLET_CONNECT'],
    ])
    const result = await adapter.connect({ id: 'Phantom' })
    expect(result).toMatchObject({ type: 'INJECTED', address: wallet.address })

    const { signature } = await adapter.signMessage({ message: 'legacy', address: wallet.address })
    const publicKey = new PublicKey(wallet.address).toBytes()
    expect(
      verifyEd25519(new TextEncoder().encode('legacy'), decodeBase58(signature), publicKey),
    ).toBe(true)
    // No signAndSendTransaction on this provider: the adapter signs, then sends over RPC.
    const receiver = Keypair.generate().publicKey.toBase58()
    await adapter.sendTransaction({ to: receiver, value: 890_880n })
    expect(chain.validator.getBalance(receiver)).toBe(890_880n)

    const changes: string[] = []
    adapter.on('accountChanged', ({ address }) => changes.push(address))
    const next = wallet.switchAccount()
    expect(changes).toEqual([next.publicKey.toBase58()])

    const reloaded = loadAdapter({ window: page })
    expect(await reloaded.restore({ id: 'Phantom' })).toMatchObject({
      address: next.publicKey.toBase58(),
    })
    wallet.revoke()
    expect(await loadAdapter({ window: page }).restore({ id: 'Phantom' })).toBeNull()
  })

  it('give way to a Wallet Standard wallet of the same name', () => {
    const wallet = createSolanaTestWallet({ rpcUrl: chain.validator.rpcUrl, name: 'Phantom' })
    cleanups.push(getWallets().register(wallet))
    const adapter = loadAdapter({ window: { phantom: { solana: phantomStyle(wallet) } } })
    expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([
      ['Phantom', 'ANNOUNCED'],
      ['walletConnect', 'WALLET_CONNECT'],
    ])
  })
})
