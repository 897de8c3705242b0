/**
 * WalletConnect for solana over the kit's shared UniversalProvider. A scripted provider stands
 * in for the relay and the phone wallet: it signs with a Keypair and sends to the local
 * validator, answering the solana_* methods as WalletConnect wallets do.
 */

import { createPrivateKey, sign } from 'node:crypto'
import type { UniversalProviderLike } from '@gangway/core/adapter'
import { decodeBase58, encodeBase58 } from '@gangway/core/adapter'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { solanaDevnet } from './networks.js'
import { record, useSolanaValidator, verifyEd25519 } from './testing/solanaHarness.testing.js'
import type { SolanaProvider } from './types.js'

const { chain, loadAdapter } = useSolanaValidator()

type Listener = (...args: any[]) => void

function phoneWallet(options: { signatureOnly?: boolean } = {}) {
  const keypair = Keypair.generate()
  const address = keypair.publicKey.toBase58()
  const privateKey = createPrivateKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      d: Buffer.from(keypair.secretKey.slice(0, 32)).toString('base64url'),
      x: Buffer.from(keypair.publicKey.toBytes()).toString('base64url'),
    },
    format: 'jwk',
  })
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const requests: { method: string; params: any; chain?: string }[] = []
  const approve = () => {
    provider.session = {
      topic: 'topic-1',
      namespaces: {
        solana: { accounts: [`solana:localnet:${address}`], chains: ['solana:localnet'] },
      },
    }
  }
  const provider: UniversalProviderLike & { emit: typeof emit } = {
    session: undefined,
    connect: vi.fn(async () => {
      emit('display_uri', 'wc:0123@2?relay-protocol=irn&symKey=abcd')
      approve()
      return undefined
    }),
    disconnect: vi.fn(async () => {
      provider.session = undefined
    }),
    async request<T>(args: { method: string; params?: any }, target?: string): Promise<T> {
      requests.push({ method: args.method, params: args.params, ...(target && { chain: target }) })
      const { params } = args
      if (args.method === 'solana_signMessage') {
        const signature = sign(null, decodeBase58(params.message), privateKey)
        return { signature: encodeBase58(signature) } as T
      }
      const transaction = VersionedTransaction.deserialize(
        Buffer.from(params.transaction, 'base64'),
      )
      transaction.sign([keypair])
      if (args.method === 'solana_signTransaction') {
        return (
          options.signatureOnly
            ? { signature: encodeBase58(transaction.signatures[0] as Uint8Array) }
            : { transaction: Buffer.from(transaction.serialize()).toString('base64') }
        ) as T
      }
      const connection = new Connection(chain.validator.rpcUrl, 'confirmed')
      return { signature: await connection.sendRawTransaction(transaction.serialize()) } as T
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    emit,
  }
  return { keypair, address, provider, requests, approve }
}

describe('WalletConnect on solana', () => {
  it('pairs through the kit with a solana proposal, shows the URI, signs messages over the session', async () => {
    const phone = phoneWallet()
    const adapter = loadAdapter({ universal: phone.provider })
    const uris = record(adapter, 'displayUri')
    const result = await adapter.connect({ id: 'walletConnect' })
    expect(result).toMatchObject({
      type: 'WALLET_CONNECT',
      address: phone.address,
      chainId: chain.localnet.id,
    })
    expect(uris).toEqual(['wc:0123@2?relay-protocol=irn&symKey=abcd'])
    const [proposal] = vi.mocked(phone.provider.connect).mock.calls[0] as [any]
    expect(Object.keys(proposal.optionalNamespaces)).toEqual(['solana'])
    expect(proposal.optionalNamespaces.solana).toMatchObject({
      chains: ['solana:localnet', solanaDevnet.caipNetworkId],
      methods: expect.arrayContaining(['solana_signMessage', 'solana_signAndSendTransaction']),
    })

    const { signature } = await adapter.signMessage({
      message: 'over the relay',
      address: phone.address,
    })
    expect(phone.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      params: {
        message: encodeBase58(new TextEncoder().encode('over the relay')),
        pubkey: phone.address,
      },
      chain: 'solana:localnet',
    })
    expect(
      verifyEd25519(
        new TextEncoder().encode('over the relay'),
        decodeBase58(signature),
        phone.keypair.publicKey.toBytes(),
      ),
    ).toBe(true)
  })

  it('sends SOL through solana_signAndSendTransaction', async () => {
    const phone = phoneWallet()
    chain.validator.airdrop(phone.address, 1_000_000_000)
    const adapter = loadAdapter({ universal: phone.provider })
    await adapter.connect({ id: 'walletConnect' })
    const receiver = Keypair.generate().publicKey.toBase58()
    await adapter.sendTransaction({ to: receiver, value: 890_880n })
    expect(chain.validator.getBalance(receiver)).toBe(890_880n)
    expect(phone.requests.map((r) => r.method)).toEqual(['solana_signAndSendTransaction'])
    expect(phone.requests[0]?.chain).toBe('solana:localnet')
  })

  it('adds the signature itself when the wallet returns only a signature', async () => {
    const phone = phoneWallet({ signatureOnly: true })
    const adapter = loadAdapter({ universal: phone.provider })
    await adapter.connect({ id: 'walletConnect' })
    const provider = adapter.getProvider() as SolanaProvider
    const signed = await provider.signTransaction(
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: new PublicKey(phone.address),
          toPubkey: Keypair.generate().publicKey,
          lamports: 890_880,
        }),
      ),
    )
    expect(signed.verifySignatures()).toBe(true)
  })

  it('restores the session after a reload, and drops it when the session is deleted', async () => {
    const phone = phoneWallet()
    await loadAdapter({ universal: phone.provider }).connect({ id: 'walletConnect' })
    const reloaded = loadAdapter({ universal: phone.provider })
    const disconnects = record(reloaded, 'disconnect')
    expect(await reloaded.restore({ id: 'walletConnect' })).toMatchObject({
      address: phone.address,
      chainId: chain.localnet.id,
    })
    phone.provider.emit('session_delete', { topic: 'topic-1' })
    expect(disconnects).toHaveLength(1)
    expect(reloaded.getProvider()).toBeUndefined()

    phone.provider.session = {
      topic: 't',
      namespaces: { eip155: { accounts: ['eip155:1:0xabc'] } },
    }
    expect(
      await loadAdapter({ universal: phone.provider }).restore({ id: 'walletConnect' }),
    ).toBeNull()
  })

  it('proposes solana itself when the existing session has no solana account', async () => {
    const phone = phoneWallet()
    phone.provider.session = {
      topic: 'topic-0',
      namespaces: {
        eip155: { accounts: ['eip155:1:0x0000000000000000000000000000000000000001'] },
      },
    }
    const pairWalletConnect = vi.fn(async () => phone.provider)
    const adapter = loadAdapter({ universal: phone.provider, pairWalletConnect })
    const uris = record(adapter, 'displayUri')
    expect(await adapter.connect({ id: 'walletConnect' })).toMatchObject({
      address: phone.address,
    })
    expect(pairWalletConnect).not.toHaveBeenCalled()
    const [proposal] = vi.mocked(phone.provider.connect).mock.calls[0] as [any]
    expect(Object.keys(proposal.optionalNamespaces)).toEqual(['solana'])
    expect(uris).toEqual(['wc:0123@2?relay-protocol=irn&symKey=abcd'])
  })

  it("uses the kit's one pairing when the kit offers it, and disconnects the session", async () => {
    const phone = phoneWallet()
    const pairWalletConnect = vi.fn(async () => {
      phone.approve()
      return phone.provider
    })
    const adapter = loadAdapter({ universal: phone.provider, pairWalletConnect })
    await adapter.connect({ id: 'walletConnect' })
    expect(pairWalletConnect).toHaveBeenCalledOnce()
    expect(phone.provider.connect).not.toHaveBeenCalled()
    await adapter.disconnect()
    expect(phone.provider.disconnect).toHaveBeenCalledOnce()
  })
})
