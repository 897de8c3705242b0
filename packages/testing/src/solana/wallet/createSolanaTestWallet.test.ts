import { createPublicKey, verify } from 'node:crypto'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { encodeBase58 } from '../base58.js'
import { type SolanaValidator, startSolanaValidator } from '../startSolanaValidator.js'
import { SOLANA_LOCALNET_CHAIN } from './constants.js'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'
import { registerSolanaTestWallet } from './registerSolanaTestWallet.js'
import type { SolanaTestWallet } from './types.js'

/** Independent ed25519 check (node:crypto, not the library the wallet signs with). */
const verifyEd25519 = (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) =>
  verify(
    null,
    message,
    createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    }),
    signature,
  )

type Features = Record<string, Record<string, (...args: any[]) => any>>
/** One method of one feature of the wallet, e.g. method(wallet, 'standard:connect', 'connect'). */
const method = (wallet: SolanaTestWallet, name: string, key: string) => {
  const fn = (wallet.features as unknown as Features)[name]?.[key]
  if (!fn) throw new Error(`The wallet has no ${name} ${key}.`)
  return fn as (...args: any[]) => Promise<any>
}

let validator: SolanaValidator
beforeAll(async () => {
  validator = await startSolanaValidator()
})
afterAll(() => validator?.stop())

const newWallet = (options: { trusted?: boolean } = {}) =>
  createSolanaTestWallet({ rpcUrl: validator.rpcUrl, ...options })

describe('createSolanaTestWallet', () => {
  it('describes itself as a Wallet Standard Solana wallet', () => {
    const keypair = Keypair.generate()
    const wallet = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:1', keypair, name: 'Mine' })
    expect(wallet).toMatchObject({
      version: '1.0.0',
      name: 'Mine',
      chains: [SOLANA_LOCALNET_CHAIN],
    })
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.accounts).toEqual([])
    expect(wallet.address).toBe(keypair.publicKey.toBase58())
  })

  it('takes a secret key as bytes or base58 (what an init script passes)', () => {
    const keypair = Keypair.generate()
    for (const secretKey of [Array.from(keypair.secretKey), encodeBase58(keypair.secretKey)]) {
      expect(createSolanaTestWallet({ rpcUrl: 'x', secretKey }).address).toBe(
        keypair.publicKey.toBase58(),
      )
    }
  })

  it('connects after approval; a silent connect answers only for a trusted site', async () => {
    const wallet = newWallet()
    const connect = method(wallet, 'standard:connect', 'connect')
    expect(await connect({ silent: true })).toEqual({ accounts: [] })
    expect(wallet.connected).toBe(false)
    const { accounts } = await connect()
    expect(accounts.map((a: { address: string }) => a.address)).toEqual([wallet.address])
    expect(accounts[0].publicKey).toEqual(wallet.keypair.publicKey.toBytes())
    expect(wallet.trusted).toBe(true)
    await method(wallet, 'standard:disconnect', 'disconnect')()
    expect(wallet.accounts).toEqual([])
    expect((await connect({ silent: true })).accounts).toHaveLength(1)
    wallet.revoke()
    expect(await connect({ silent: true })).toEqual({ accounts: [] })
    expect(
      wallet.requests.map((r) => `${r.method}${r.silent ? '(silent)' : ''}:${r.outcome}`),
    ).toEqual([
      'connect(silent):rejected',
      'connect:approved',
      'connect(silent):approved',
      'connect(silent):rejected',
    ])
  })

  it('rejectNext refuses the next request with the user-rejection code 4001', async () => {
    const wallet = newWallet()
    wallet.rejectNext()
    const error = await method(wallet, 'standard:connect', 'connect')().catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.connected).toBe(false)
    await method(wallet, 'standard:connect', 'connect')()
    expect(wallet.connected).toBe(true)
  })

  it('signs messages with ed25519 for the connected account only', async () => {
    const wallet = newWallet()
    const signMessage = method(wallet, 'solana:signMessage', 'signMessage')
    const message = new TextEncoder().encode('Sign in to Gangway')
    const account = { address: wallet.address, publicKey: wallet.keypair.publicKey.toBytes() }
    await expect(signMessage({ account, message })).rejects.toThrow('not connected')
    await method(wallet, 'standard:connect', 'connect')()
    const [output] = await signMessage({ account: wallet.accounts[0], message })
    expect(output.signedMessage).toEqual(message)
    expect(output.signatureType).toBe('ed25519')
    expect(verifyEd25519(message, output.signature, wallet.keypair.publicKey.toBytes())).toBe(true)
    expect(
      verifyEd25519(new TextEncoder().encode('other'), output.signature, account.publicKey),
    ).toBe(false)
    wallet.rejectNext('Declined')
    await expect(signMessage({ account: wallet.accounts[0], message })).rejects.toMatchObject({
      code: 4001,
      message: 'Declined',
    })
  })

  it('signs a transaction and signs-and-sends one to its node', async () => {
    const wallet = newWallet()
    await method(wallet, 'standard:connect', 'connect')()
    validator.airdrop(wallet.address, LAMPORTS_PER_SOL)
    const connection = new Connection(validator.rpcUrl, 'confirmed')
    const receiver = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const bytes = new Transaction({
      feePayer: wallet.keypair.publicKey,
      recentBlockhash: blockhash,
    })
      .add(
        SystemProgram.transfer({
          fromPubkey: wallet.keypair.publicKey,
          toPubkey: receiver,
          lamports: 890_880,
        }),
      )
      .serialize({ requireAllSignatures: false })
    const account = wallet.accounts[0]
    const [signed] = await method(
      wallet,
      'solana:signTransaction',
      'signTransaction',
    )({
      account,
      transaction: bytes,
      chain: SOLANA_LOCALNET_CHAIN,
    })
    const transaction = VersionedTransaction.deserialize(signed.signedTransaction)
    expect(
      verifyEd25519(
        transaction.message.serialize(),
        transaction.signatures[0] as Uint8Array,
        wallet.keypair.publicKey.toBytes(),
      ),
    ).toBe(true)
    expect(await connection.getBalance(receiver)).toBe(0) // signing alone sends nothing

    await expect(
      method(
        wallet,
        'solana:signAndSendTransaction',
        'signAndSendTransaction',
      )({
        account,
        transaction: bytes,
        chain: 'solana:mainnet',
      }),
    ).rejects.toThrow('does not support the chain solana:mainnet')
    const [sent] = await method(
      wallet,
      'solana:signAndSendTransaction',
      'signAndSendTransaction',
    )({
      account,
      transaction: bytes,
      chain: SOLANA_LOCALNET_CHAIN,
    })
    expect(validator.ledger.getSignatureStatus(encodeBase58(sent.signature))?.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(890_880)
  })

  it('emits change when the account switches or the site is revoked', async () => {
    const wallet = newWallet()
    const changes: string[][] = []
    method(
      wallet,
      'standard:events',
      'on',
    )('change', ({ accounts }: { accounts: { address: string }[] }) =>
      changes.push(accounts.map((a) => a.address)),
    )
    const first = wallet.address
    await method(wallet, 'standard:connect', 'connect')()
    const next = wallet.switchAccount()
    wallet.revoke()
    expect(next.publicKey.toBase58()).not.toBe(first)
    expect(changes).toEqual([[first], [next.publicKey.toBase58()], []])
  })
})

describe('registerSolanaTestWallet', () => {
  it('registers with an app through the wallet-standard window events', () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    try {
      const wallet = newWallet()
      // A wallet that loads before the app: registered when the app announces it is ready.
      const unregister = registerSolanaTestWallet(wallet, page)
      const wallets = getWallets()
      expect(wallets.get()).toContain(wallet)
      // A wallet that loads after the app.
      const late = newWallet()
      const unregisterLate = registerSolanaTestWallet(late)
      expect(wallets.get()).toContain(late)
      unregister()
      unregisterLate()
      expect(wallets.get()).not.toContain(wallet)
      expect(wallets.get()).not.toContain(late)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
