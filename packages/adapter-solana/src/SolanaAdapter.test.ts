import { decodeBase58 } from '@gangway/core/adapter'
import { getCapability, isKitError } from '@gangway/core/common'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaTestnet } from './networks.js'
import {
  FEE,
  failure,
  RENT_EXEMPT_MINIMUM,
  record,
  useSolanaValidator,
  verifyEd25519,
} from './testing/solanaHarness.testing.js'
import type { SolanaProvider } from './types.js'

const { chain, walletInPage, loadAdapter } = useSolanaValidator()

const SEND_FAILED = 'Failed to send transaction. Please try again.'
const SEND_INVALID = 'Please enter a valid amount and receiver address'

const lamportsOf = (address: string | PublicKey) => chain.validator.getBalance(address)

describe('SolanaAdapter: discovery', () => {
  it('lists Wallet Standard wallets as ANNOUNCED, plus WalletConnect, and follows registrations', () => {
    const wallet = walletInPage({ name: 'First Wallet' })
    const adapter = loadAdapter()
    const announcements = record(adapter, 'connectors')
    expect(adapter.getConnectors().map((c) => [c.id, c.type, c.chain])).toEqual([
      ['First Wallet', 'ANNOUNCED', 'solana'],
      ['walletConnect', 'WALLET_CONNECT', 'solana'],
    ])
    expect(adapter.getConnectors()[0]).toMatchObject({ imageUrl: wallet.icon, provider: wallet })
    walletInPage({ name: 'Late Wallet' }) // registers after the adapter looked
    expect(announcements.at(-1)?.map((c) => c.id)).toEqual([
      'First Wallet',
      'Late Wallet',
      'walletConnect',
    ])
  })
})

describe('SolanaAdapter: connection', () => {
  it('connects through the wallet and hands the host a provider for the right account', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    const result = await adapter.connect({ id: wallet.name })
    expect(result).toMatchObject({
      id: wallet.name,
      type: 'ANNOUNCED',
      address: wallet.address,
      chainId: chain.localnet.id,
      accounts: [{ namespace: 'solana', address: wallet.address, type: 'eoa' }],
    })
    const provider = adapter.getProvider() as SolanaProvider
    expect(result.provider).toBe(provider)
    expect(provider.address).toBe(wallet.address)
    expect(provider.network.caipNetworkId).toBe('solana:localnet')
    expect(await provider.connection.getBalance(provider.publicKey)).toBe(
      Number(lamportsOf(wallet.address)),
    )
    expect(wallet.requests).toEqual([{ method: 'connect', outcome: 'approved' }])
    expect(await adapter.getAccounts({ id: wallet.name })).toEqual({
      accounts: [{ namespace: 'solana', address: wallet.address, type: 'eoa' }],
    })
  })

  it('connects on the network the host asks for', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    expect((await adapter.connect({ id: wallet.name, chainId: solanaDevnet.id })).chainId).toBe(
      solanaDevnet.id,
    )
  })

  it('gives the catalogue USER_REJECTED error when the visitor refuses to connect', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    wallet.rejectNext()
    const error = await failure(adapter.connect({ id: wallet.name }))
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
    expect(error.shortMessage).toBe('User rejected the request')
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('reconnects after a reload when the wallet confirms the account silently', async () => {
    const wallet = walletInPage()
    await loadAdapter().connect({ id: wallet.name })
    const reloaded = loadAdapter() // a new page: new adapter, same wallet extension
    const result = await reloaded.restore({ id: wallet.name, chainId: chain.localnet.id })
    expect(result).toMatchObject({ address: wallet.address, chainId: chain.localnet.id })
    expect((reloaded.getProvider() as SolanaProvider).address).toBe(wallet.address)
    expect(wallet.requests.at(-1)).toEqual({ method: 'connect', silent: true, outcome: 'approved' })
  })

  it('stays disconnected after a reload when the wallet no longer confirms (no prompt)', async () => {
    const wallet = walletInPage()
    await loadAdapter().connect({ id: wallet.name })
    wallet.revoke() // the visitor removed the site in the wallet
    const reloaded = loadAdapter()
    expect(await reloaded.restore({ id: wallet.name })).toBeNull()
    expect(reloaded.getProvider()).toBeUndefined()
    expect(wallet.requests.at(-1)).toEqual({ method: 'connect', silent: true, outcome: 'rejected' })
    expect(wallet.requests.filter((r) => r.method === 'connect' && !r.silent)).toHaveLength(1)
    expect(await reloaded.restore({ id: 'Unknown Wallet' })).toBeNull()
  })

  it('reports account changes and a wallet that drops the site', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    const changes = record(adapter, 'accountChanged')
    const disconnects = record(adapter, 'disconnect')
    await adapter.connect({ id: wallet.name })
    const next = wallet.switchAccount(Keypair.generate())
    expect(changes).toEqual([
      { address: next.publicKey.toBase58(), chainId: chain.localnet.id, connectorId: wallet.name },
    ])
    expect((adapter.getProvider() as SolanaProvider).address).toBe(next.publicKey.toBase58())
    wallet.revoke()
    expect(disconnects).toHaveLength(1)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('switches network on its own side (wallets do not) and refuses unknown networks', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    const switches = record(adapter, 'networkChanged')
    await adapter.connect({ id: wallet.name })
    await adapter.switchNetwork({ caipNetwork: solanaDevnet })
    expect(switches).toEqual([{ chainId: solanaDevnet.id, address: wallet.address }])
    expect((adapter.getProvider() as SolanaProvider).network).toBe(solanaDevnet)
    const error = await failure(adapter.switchNetwork({ caipNetwork: solanaTestnet }))
    expect(error.shortMessage).toBe('Unsupported chain')
  })

  it('disconnects the wallet; signing afterwards says no wallet is connected', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    await adapter.disconnect()
    expect(wallet.connected).toBe(false)
    expect(adapter.getProvider()).toBeUndefined()
    const error = await failure(adapter.signMessage({ message: 'hi', address: wallet.address }))
    expect(error.code).toBe('WALLET_NOT_CONNECTED')
  })
})

describe('SolanaAdapter: signing', () => {
  it('signs a message: a base58 ed25519 signature by the account', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    const message = 'Sign in to Gangway\nNonce: 42'
    const { signature } = await adapter.signMessage({ message, address: wallet.address })
    const bytes = decodeBase58(signature)
    expect(bytes).toHaveLength(64)
    const publicKey = new PublicKey(wallet.address).toBytes()
    expect(verifyEd25519(new TextEncoder().encode(message), bytes, publicKey)).toBe(true)
    expect(verifyEd25519(new TextEncoder().encode(`${message}!`), bytes, publicKey)).toBe(false)
    const fromProvider = await (adapter.getProvider() as SolanaProvider).signMessage(message)
    expect(verifyEd25519(new TextEncoder().encode(message), fromProvider, publicKey)).toBe(true)
  })

  it('gives USER_REJECTED when the visitor refuses to sign', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    wallet.rejectNext()
    const error = await failure(adapter.signMessage({ message: 'x', address: wallet.address }))
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
  })

  it('signs a transaction without sending it, in the shape it was given', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    const receiver = Keypair.generate().publicKey
    const owner = new PublicKey(wallet.address)
    const instruction = SystemProgram.transfer({
      fromPubkey: owner,
      toPubkey: receiver,
      lamports: RENT_EXEMPT_MINIMUM,
    })
    // A legacy transaction with no fee payer or blockhash: the adapter completes it.
    const { transaction } = await adapter.signTransaction({
      transaction: new Transaction().add(instruction),
    })
    expect(transaction).toBeInstanceOf(Transaction)
    expect(transaction.feePayer?.equals(owner)).toBe(true)
    expect(transaction.verifySignatures()).toBe(true)

    const { blockhash } = chain.validator.ledger.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: owner,
      recentBlockhash: blockhash,
      instructions: [instruction],
    }).compileToV0Message()
    const signed = await adapter.signTransaction({ transaction: new VersionedTransaction(message) })
    expect(signed.transaction).toBeInstanceOf(VersionedTransaction)
    const versioned = signed.transaction
    expect(
      verifyEd25519(
        versioned.message.serialize(),
        versioned.signatures[0] as Uint8Array,
        owner.toBytes(),
      ),
    ).toBe(true)
    const bytes = await adapter.signTransaction({ transaction: versioned.serialize() })
    expect(bytes.transaction).toBeInstanceOf(Uint8Array)
    expect(lamportsOf(receiver)).toBe(0n) // nothing was sent
  })

  it('signs and sends a transaction the host built', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    const receiver = Keypair.generate().publicKey
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(wallet.address),
        toPubkey: receiver,
        lamports: RENT_EXEMPT_MINIMUM,
      }),
    )
    const { signature } = await adapter.signAndSendTransaction({ transaction })
    expect(chain.validator.ledger.getSignatureStatus(signature)?.err).toBeNull()
    expect(lamportsOf(receiver)).toBe(RENT_EXEMPT_MINIMUM)
  })

  it('fails with the Solana send error when the blockhash is stale', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    const owner = new PublicKey(wallet.address)
    const { blockhash } = chain.validator.ledger.getLatestBlockhash()
    chain.validator.expireBlockhashes()
    const transaction = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: owner,
        toPubkey: Keypair.generate().publicKey,
        lamports: RENT_EXEMPT_MINIMUM,
      }),
    )
    const before = lamportsOf(owner)
    const error = await failure(adapter.signAndSendTransaction({ transaction }))
    expect(isKitError(error, 'SEND_SOLANA_FAILED')).toBe(true)
    expect(error.shortMessage).toBe(SEND_FAILED)
    expect(error.longMessage).toContain('Blockhash not found')
    expect(lamportsOf(owner)).toBe(before) // nothing landed, no fee
  })
})

describe('SolanaAdapter: capabilities', () => {
  it('exposes getAccounts, signTransaction, signAndSendTransaction and transferToken, nothing of other families', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    expect(getCapability(adapter, 'transferToken')).toBeTypeOf('function')
    expect(getCapability(adapter, 'signPsbt')).toBeUndefined()
    expect(getCapability(adapter, 'signTypedData')).toBeUndefined()
    expect(getCapability(adapter, 'estimateGas')).toBeUndefined()
    expect(getCapability(adapter, 'writeContract')).toBeUndefined()
    expect(getCapability(adapter, 'getWalletAssets')).toBeUndefined()
    const getAccounts = getCapability(adapter, 'getAccounts')
    const signTransaction = getCapability(adapter, 'signTransaction')
    const signAndSendTransaction = getCapability(adapter, 'signAndSendTransaction')
    if (!getAccounts || !signTransaction || !signAndSendTransaction) {
      throw new Error('a Solana capability is missing')
    }

    await adapter.connect({ id: wallet.name })
    expect(await getAccounts({ id: wallet.name })).toEqual({
      accounts: [{ namespace: 'solana', address: wallet.address, type: 'eoa' }],
    })
    expect(await getAccounts({ id: 'Another Wallet' })).toEqual({ accounts: [] })
    const owner = new PublicKey(wallet.address)
    const receiver = Keypair.generate().publicKey
    const transfer = () =>
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: owner,
          toPubkey: receiver,
          lamports: RENT_EXEMPT_MINIMUM,
        }),
      )
    const { transaction } = await signTransaction({ transaction: transfer() })
    expect((transaction as Transaction).verifySignatures()).toBe(true)
    expect(lamportsOf(receiver)).toBe(0n)
    const { signature } = await signAndSendTransaction({ transaction: transfer() })
    expect(chain.validator.ledger.getSignatureStatus(signature)?.err).toBeNull()
    expect(lamportsOf(receiver)).toBe(RENT_EXEMPT_MINIMUM)
  })
})

describe('SolanaAdapter: destroy', () => {
  it('stops following the Wallet Standard registry: later registrations change nothing', () => {
    walletInPage({ name: 'Before Destroy' })
    const adapter = loadAdapter()
    const before = adapter.getConnectors().map((c) => c.id)
    expect(before).toEqual(['Before Destroy', 'walletConnect'])
    adapter.destroy()
    const announcements = record(adapter, 'connectors')
    walletInPage({ name: 'After Destroy' })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(before)
    expect(announcements).toEqual([])
  })

  it('stops following the connected wallet and emits nothing afterwards', async () => {
    const wallet = walletInPage()
    const events = wallet.features['standard:events'] as {
      on: (event: 'change', listener: (...args: any[]) => void) => () => void
    }
    const on = events.on.bind(events)
    let following = 0
    events.on = (event, listener) => {
      const off = on(event, listener)
      following += 1
      return () => {
        following -= 1
        off()
      }
    }
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    expect(following).toBe(1)

    adapter.destroy()
    expect(following).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
    const seen: string[] = []
    for (const name of [
      'accountChanged',
      'networkChanged',
      'disconnect',
      'connectors',
      'displayUri',
    ] as const) {
      adapter.on(name, () => seen.push(name))
    }
    wallet.switchAccount(Keypair.generate())
    walletInPage({ name: 'Late Wallet' })
    await adapter.switchNetwork({ caipNetwork: solanaDevnet })
    wallet.revoke()
    expect(seen).toEqual([])
    adapter.destroy() // a second destroy does nothing
  })
})

describe('SolanaAdapter: SOL transfers and balances', () => {
  it('sends SOL to a new account: sender down by amount + fee, receiver up by amount', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    const receiver = Keypair.generate().publicKey.toBase58()
    const before = lamportsOf(wallet.address)
    expect(lamportsOf(receiver)).toBe(0n)
    const { hash } = await adapter.sendTransaction({ to: receiver, value: RENT_EXEMPT_MINIMUM })
    expect(decodeBase58(hash)).toHaveLength(64)
    expect(chain.validator.ledger.getSignatureStatus(hash)?.err).toBeNull()
    expect(lamportsOf(receiver)).toBe(RENT_EXEMPT_MINIMUM)
    expect(lamportsOf(wallet.address)).toBe(before - RENT_EXEMPT_MINIMUM - FEE)
    expect(await adapter.getBalance({ address: receiver, caipNetwork: chain.localnet })).toEqual({
      balance: '0.00089088',
      symbol: 'SOL',
      decimals: 9,
    })
  })

  it('sends through signTransaction + RPC when the wallet cannot sign-and-send', async () => {
    const wallet = walletInPage({ name: 'Sign Only Wallet' })
    delete (wallet.features as Record<string, unknown>)['solana:signAndSendTransaction']
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    const receiver = Keypair.generate().publicKey.toBase58()
    await adapter.sendTransaction({ to: receiver, value: RENT_EXEMPT_MINIMUM })
    expect(lamportsOf(receiver)).toBe(RENT_EXEMPT_MINIMUM)
    expect(wallet.requests.map((r) => r.method)).toEqual(['connect', 'signTransaction'])
  })

  it.each([
    ['an invalid receiver', 'not-an-address', RENT_EXEMPT_MINIMUM],
    ['an empty receiver', '', RENT_EXEMPT_MINIMUM],
    ['a zero amount', Keypair.generate().publicKey.toBase58(), 0n],
    ['a negative amount', Keypair.generate().publicKey.toBase58(), -1n],
  ])('refuses %s before asking the wallet', async (_, to, value) => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    const error = await failure(adapter.sendTransaction({ to, value }))
    expect(isKitError(error, 'SEND_SOLANA_INVALID')).toBe(true)
    expect(error.shortMessage).toBe(SEND_INVALID)
    expect(wallet.requests.map((r) => r.method)).toEqual(['connect'])
  })

  it('reports a failed send with the Solana send error', async () => {
    const wallet = walletInPage({ lamports: 1_000_000 })
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    const error = await failure(
      adapter.sendTransaction({ to: Keypair.generate().publicKey.toBase58(), value: 5_000_000n }),
    )
    expect(error.shortMessage).toBe(SEND_FAILED)
    expect(lamportsOf(wallet.address)).toBe(1_000_000n)
  })

  it('gives USER_REJECTED, not the send error, when the visitor refuses to send', async () => {
    const wallet = walletInPage()
    const adapter = loadAdapter()
    await adapter.connect({ id: wallet.name })
    wallet.rejectNext()
    const error = await failure(
      adapter.sendTransaction({
        to: Keypair.generate().publicKey.toBase58(),
        value: RENT_EXEMPT_MINIMUM,
      }),
    )
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
  })

  it('reads the native SOL balance of any address', async () => {
    const owner = Keypair.generate().publicKey
    chain.validator.airdrop(owner, 1_500_000_000)
    const adapter = loadAdapter()
    expect(
      await adapter.getBalance({ address: owner.toBase58(), caipNetwork: chain.localnet }),
    ).toEqual({
      balance: '1.5',
      symbol: 'SOL',
      decimals: 9,
    })
  })
})
