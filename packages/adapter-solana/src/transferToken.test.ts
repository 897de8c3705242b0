// The transferToken capability against the local Solana node (litesvm running the real Token,
// Token-2022 and ATA programs) through the Wallet Standard test wallet. Balances are read back
// from the node by the testing package's own SPL code, not the adapter's.

import { decodeBase58, type TransferTokenParams } from '@gangway/core/adapter'
import { getCapability, isKitError } from '@gangway/core/common'
import {
  findSplTokenAccounts,
  SPL_TOKEN_2022_PROGRAM_ID,
  SPL_TOKEN_PROGRAM_ID,
  type SplMint,
  splAssociatedTokenAddress,
} from '@gangway/testing/solana/node'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { FEE, failure, useSolanaValidator } from './testing/solanaHarness.testing.js'

const { chain, walletInPage, loadAdapter } = useSolanaValidator()

/** The rent of a token account: 165 bytes (classic) or 170 (Token-2022, with ImmutableOwner). */
const rentOf = (bytes: number) => chain.validator.ledger.minimumBalanceForRentExemption(bytes)

/** A connected adapter whose wallet holds `held` base units of a new mint. */
async function setUp(options: { program?: 'token' | 'token-2022'; held?: bigint } = {}) {
  const wallet = walletInPage()
  const adapter = loadAdapter()
  await adapter.connect({ id: wallet.name })
  const mint = chain.validator.createSplMint({
    decimals: 6,
    ...(options.program && { program: options.program }),
  })
  chain.validator.mintSplTokens({
    mint: mint.address,
    owner: wallet.address,
    amount: options.held ?? 5_000_000n,
  })
  const transferToken = getCapability(adapter, 'transferToken')
  if (!transferToken) throw new Error('transferToken is missing')
  return { wallet, adapter, mint, transferToken }
}

const tokensOf = (owner: string, mint: SplMint) =>
  chain.validator.getSplTokenBalance(owner, mint.address)
const params = (mint: SplMint, to: string, amount: bigint): TransferTokenParams => ({
  tokenAddress: mint.address,
  to,
  amount,
  decimals: mint.decimals,
})

describe('SolanaAdapter.transferToken (SPL)', () => {
  it.each([
    ['classic Token', 'token', SPL_TOKEN_PROGRAM_ID, 165],
    ['Token-2022', 'token-2022', SPL_TOKEN_2022_PROGRAM_ID, 170],
  ] as const)(
    '%s: creates the receiver’s token account and moves the exact amount',
    async (_, program, programId, size) => {
      const { wallet, mint, transferToken } = await setUp({ program })
      const receiver = Keypair.generate().publicKey.toBase58()
      const lamports = chain.validator.getBalance(wallet.address)

      const { hash } = await transferToken(params(mint, receiver, 1_234_567n))

      expect(decodeBase58(hash)).toHaveLength(64)
      expect(chain.validator.ledger.getSignatureStatus(hash)?.err).toBeNull()
      expect(tokensOf(receiver, mint)).toBe(1_234_567n)
      expect(tokensOf(wallet.address, mint)).toBe(5_000_000n - 1_234_567n)
      const accounts = findSplTokenAccounts(chain.validator.ledger, {
        owner: receiver,
        mint: mint.address,
      })
      expect(accounts.map((entry) => [entry.address, entry.account.owner])).toEqual([
        [splAssociatedTokenAddress(receiver, mint.address, programId), programId],
      ])
      // The sender paid the fee and the new account's rent, nothing else.
      expect(chain.validator.getBalance(wallet.address)).toBe(lamports - FEE - rentOf(size))
      expect(wallet.requests.map((r) => r.method)).toEqual(['connect', 'signAndSendTransaction'])
    },
  )

  it('sends to a receiver that already has a token account (kept, credited)', async () => {
    const { wallet, mint, transferToken } = await setUp()
    const receiver = Keypair.generate().publicKey.toBase58()
    chain.validator.mintSplTokens({ mint: mint.address, owner: receiver, amount: 10n })
    const lamports = chain.validator.getBalance(wallet.address)

    await transferToken(params(mint, receiver, 5_000_000n)) // everything it holds

    expect(tokensOf(receiver, mint)).toBe(5_000_010n)
    expect(tokensOf(wallet.address, mint)).toBe(0n)
    expect(chain.validator.getBalance(wallet.address)).toBe(lamports - FEE)
  })

  it('gives USER_REJECTED when the visitor refuses; nothing moves', async () => {
    const { wallet, mint, transferToken } = await setUp()
    const receiver = Keypair.generate().publicKey.toBase58()
    const lamports = chain.validator.getBalance(wallet.address)
    wallet.rejectNext()

    const error = await failure(transferToken(params(mint, receiver, 1n)))

    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
    expect(error.shortMessage).toBe('User rejected the request')
    expect(tokensOf(wallet.address, mint)).toBe(5_000_000n)
    expect(chain.validator.ledger.getAccount(receiver)).toBeNull()
    expect(chain.validator.getBalance(wallet.address)).toBe(lamports)
  })

  it('refuses more tokens than the sender holds before asking the wallet', async () => {
    const { wallet, mint, transferToken } = await setUp({ held: 100n })
    const receiver = Keypair.generate().publicKey.toBase58()

    const error = await failure(transferToken(params(mint, receiver, 101n)))

    expect(isKitError(error, 'INSUFFICIENT_BALANCE')).toBe(true)
    expect(error.shortMessage).toBe('Insufficient balance')
    expect(error.longMessage).toContain('holds 100')
    expect(tokensOf(wallet.address, mint)).toBe(100n)
    expect(wallet.requests.map((r) => r.method)).toEqual(['connect'])
    // A mint the sender holds none of: the same error.
    const other = chain.validator.createSplMint({ decimals: 6 })
    const none = await failure(transferToken(params(other, receiver, 1n)))
    expect(isKitError(none, 'INSUFFICIENT_BALANCE')).toBe(true)
  })

  it('refuses a token address that is not a mint, naming it', async () => {
    const { wallet, mint, transferToken } = await setUp()
    const receiver = Keypair.generate().publicKey.toBase58()
    const tokenAccount = chain.validator.mintSplTokens({
      mint: mint.address,
      owner: receiver,
      amount: 1n,
    }).tokenAccount
    for (const tokenAddress of [
      Keypair.generate().publicKey.toBase58(), // no account
      wallet.address, // a system account
      tokenAccount, // a token account, not its mint
      'not-a-mint',
    ]) {
      const error = await failure(transferToken({ ...params(mint, receiver, 1n), tokenAddress }))
      expect(isKitError(error, 'INVALID_ADDRESS'), tokenAddress).toBe(true)
      expect(error.longMessage).toContain(`${tokenAddress} is not an SPL token mint`)
    }
    expect(wallet.requests.map((r) => r.method)).toEqual(['connect'])
  })

  it.each([
    ['an invalid receiver', { to: '0x52908400098527886E0F7030069857D2E4169EE7' }],
    ['a zero amount', { amount: 0n }],
    ['an amount over u64', { amount: 2n ** 64n }],
    ['decimals the mint does not have', { decimals: 9 }],
  ])('refuses %s with the Solana send text', async (_, change) => {
    const { wallet, mint, transferToken } = await setUp()
    const receiver = Keypair.generate().publicKey.toBase58()
    const error = await failure(transferToken({ ...params(mint, receiver, 1n), ...change }))
    expect(isKitError(error, 'SEND_SOLANA_INVALID')).toBe(true)
    expect(error.shortMessage).toBe('Please enter a valid amount and receiver address')
    expect(tokensOf(wallet.address, mint)).toBe(5_000_000n)
    expect(wallet.requests.map((r) => r.method)).toEqual(['connect'])
  })

  it('refuses a token account as the receiver (the owner’s wallet address is wanted)', async () => {
    const { mint, transferToken } = await setUp()
    const owner = Keypair.generate().publicKey.toBase58()
    const { tokenAccount } = chain.validator.mintSplTokens({
      mint: mint.address,
      owner,
      amount: 1n,
    })
    const error = await failure(transferToken(params(mint, tokenAccount, 1n)))
    expect(isKitError(error, 'SEND_SOLANA_INVALID')).toBe(true)
    expect(error.longMessage).toContain('token account')
  })

  it('refuses a sender other than the connected account, and works only when connected', async () => {
    const { mint, transferToken } = await setUp()
    const receiver = Keypair.generate().publicKey.toBase58()
    const stranger = Keypair.generate().publicKey.toBase58()
    const error = await failure(transferToken({ ...params(mint, receiver, 1n), address: stranger }))
    expect(isKitError(error, 'INVALID_ADDRESS')).toBe(true)
    const disconnected = getCapability(loadAdapter(), 'transferToken')
    const notConnected = await failure(
      disconnected?.(params(mint, receiver, 1n)) ?? Promise.resolve(),
    )
    expect(isKitError(notConnected, 'WALLET_NOT_CONNECTED')).toBe(true)
  })
})

describe('SolanaAdapter.estimateFee (the node prices the transfer, nothing is signed)', () => {
  it('is what a SOL send and a token send then cost the sender, rent aside', async () => {
    const { wallet, adapter, mint, transferToken } = await setUp()
    const estimateFee = getCapability(adapter, 'estimateFee')
    if (!estimateFee) throw new Error('estimateFee is missing')
    const receiver = Keypair.generate().publicKey.toBase58()
    const caipNetwork = chain.localnet
    const asked = wallet.requests.length
    const { fee: solFee } = await estimateFee({
      address: wallet.address,
      to: receiver,
      value: 0n,
      caipNetwork,
    })
    const { fee: tokenFee } = await estimateFee({
      address: wallet.address,
      to: receiver,
      value: 1_000n,
      tokenAddress: mint.address,
      decimals: mint.decimals,
      caipNetwork,
    })
    expect(wallet.requests.length).toBe(asked)

    let lamports = chain.validator.getBalance(wallet.address)
    await adapter.sendTransaction({ to: receiver, value: 1_000_000n, caipNetwork })
    expect(lamports - chain.validator.getBalance(wallet.address) - 1_000_000n).toBe(solFee)
    lamports = chain.validator.getBalance(wallet.address)
    await transferToken(params(mint, receiver, 1_000n))
    expect(lamports - chain.validator.getBalance(wallet.address) - rentOf(165)).toBe(tokenFee)
    expect(solFee).toBeGreaterThan(0n)
  })
})
