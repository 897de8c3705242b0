import { type SolanaValidator, startSolanaValidator } from '@gangway/testing/solana/node'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeed, deriveKeys } from '../../frame/src/custody.js'
import {
  describeSolana,
  messageBytes,
  parseTransaction,
  runSolana,
  signTransaction,
} from '../../frame/src/solana.js'

// The frame's solana signing (no SDK in the frame): the wire format read and written by hand,
// checked against @solana/web3.js and a real local node (litesvm behind JSON-RPC).

let node: SolanaValidator
const keys = deriveKeys(createSeed())
const owner = new PublicKey(keys.addresses.solana)
const receiver = Keypair.generate().publicKey

beforeAll(async () => {
  node = await startSolanaValidator()
  node.airdrop(owner, 5_000_000_000n)
}, 60_000)
afterAll(async () => {
  await node?.stop()
})

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

async function legacyTransfer(lamports: number, extraSigner?: Keypair) {
  const { blockhash } = await new Connection(node.rpcUrl).getLatestBlockhash()
  const tx = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports }),
  )
  if (extraSigner)
    tx.add(
      SystemProgram.transfer({
        fromPubkey: extraSigner.publicKey,
        toPubkey: receiver,
        lamports: 1,
      }),
    )
  if (extraSigner) tx.partialSign(extraSigner)
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false })
}

async function v0Transfer(lamports: number) {
  const { blockhash } = await new Connection(node.rpcUrl).getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: owner,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports })],
  }).compileToV0Message()
  return new VersionedTransaction(message).serialize()
}

describe('solana signing in the frame', () => {
  it('signs a legacy transaction in its slot; web3.js verifies it, other signatures kept', async () => {
    const other = Keypair.generate()
    const wire = await legacyTransfer(1_000, other)
    const signed = Transaction.from(signTransaction(wire, keys.solanaSecret))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signatures.map((entry) => entry.publicKey.toBase58())).toContain(
      other.publicKey.toBase58(),
    )
  })

  it('signs a v0 transaction', async () => {
    const wire = await v0Transfer(1_000)
    expect(parseTransaction(wire).version).toBe(0)
    const signed = VersionedTransaction.deserialize(signTransaction(wire, keys.solanaSecret))
    const publicKey = ed25519.getPublicKey(keys.solanaSecret)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), publicKey)).toBe(true)
  })

  it("refuses a transaction that does not need this account's signature, and garbage", async () => {
    const { blockhash } = await new Connection(node.rpcUrl).getLatestBlockhash()
    const stranger = Keypair.generate()
    const tx = new Transaction({ feePayer: stranger.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: receiver, lamports: 1 }),
    )
    const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
    expect(() => signTransaction(wire, keys.solanaSecret)).toThrow("does not need this account's")
    expect(() => signTransaction(new Uint8Array([1, 2, 3]), keys.solanaSecret)).toThrow()
    expect(() => signTransaction(new Uint8Array([0x80]), keys.solanaSecret)).toThrow()
  })

  it('signs messages given as base58 (the kit) or text', async () => {
    const publicKey = ed25519.getPublicKey(keys.solanaSecret)
    const bytes = new TextEncoder().encode('Sign in to the app')
    const { signature } = (await runSolana(
      'solana_signMessage',
      { message: base58.encode(bytes) },
      keys.solanaSecret,
      undefined,
    )) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), bytes, publicKey)).toBe(true)
    expect(messageBytes('hello world')).toEqual(new TextEncoder().encode('hello world'))
    expect(
      describeSolana(
        'solana_signMessage',
        { message: base58.encode(bytes) },
        { caipNetworkId: 'solana:x' },
      ).rows,
    ).toEqual([['Message', 'Sign in to the app']])
  })

  it('signs and sends a legacy and a v0 transfer through the node', async () => {
    const before = node.getBalance(receiver)
    for (const wire of [await legacyTransfer(2_000_000), await v0Transfer(3_000_000)]) {
      const { signature } = (await runSolana(
        'solana_signAndSendTransaction',
        { transaction: base64(wire) },
        keys.solanaSecret,
        node.rpcUrl,
      )) as { signature: string }
      expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    }
    expect(node.getBalance(receiver) - before).toBe(5_000_000n)
  })

  it('signTransaction answers the signed transaction as base64', async () => {
    const wire = await legacyTransfer(1)
    const { transaction } = (await runSolana(
      'solana_signTransaction',
      { transaction: base64(wire) },
      keys.solanaSecret,
      undefined,
    )) as { transaction: string }
    expect(Transaction.from(Buffer.from(transaction, 'base64')).verifySignatures()).toBe(true)
  })
})
