/**
 * createServerSiwx against the real @gangway/server (startLocalBalanceApi: project `local`, any
 * origin) on anvil, with real keys: a viem local account (EIP-191) and an ed25519 Solana key.
 */

import {
  type AnvilNode,
  anvilPrivateKey,
  type LocalBalanceApi,
  startAnvil,
  startLocalBalanceApi,
} from '@gangway/testing'
import { ed25519 } from '@noble/curves/ed25519'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../encoding/base58.js'
import { isKitError } from '../../errors/KitError.js'
import { createMemoryBackend } from '../../storage/backend.js'
import type { CaipNetworkId } from '../../types/chain.js'
import { formatSiwxMessage } from '../message/format.js'
import { parseSiwxMessage } from '../message/parse.js'
import { createServerSiwx, type ServerSiwxOptions } from './createServerSiwx.js'

let node: AnvilNode
let api: LocalBalanceApi
let chainId: CaipNetworkId
const SOLANA: CaipNetworkId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

beforeAll(async () => {
  node = await startAnvil()
  chainId = `eip155:${node.chainId}`
  api = await startLocalBalanceApi({
    chains: [
      {
        caipNetworkId: chainId,
        rpcUrl: node.rpcUrl,
        native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
  })
}, 120_000)
afterAll(async () => {
  await api?.close()
  await node?.stop()
})

const siwxFor = (extra: Partial<ServerSiwxOptions> = {}) => {
  const storage = createMemoryBackend()
  const siwx = createServerSiwx({
    url: api.url,
    projectId: 'local',
    domain: 'app.example',
    uri: 'https://app.example/',
    statement: 'Sign in to the test',
    storage,
    ...extra,
  })
  return { siwx, storage }
}

const evm = privateKeyToAccount(anvilPrivateKey(3))
const other = privateKeyToAccount(anvilPrivateKey(4))

async function evmSession(siwx: ReturnType<typeof siwxFor>['siwx'], signer = evm) {
  const message = (await siwx.createMessage({ accountAddress: evm.address, chainId })).toString()
  const signature = await signer.signMessage({ message })
  return { data: { accountAddress: evm.address, chainId }, message, signature }
}

describe('createServerSiwx on @gangway/server', () => {
  it('eip155: nonce from the server → signed → verified → the session read back by its token → revoked', async () => {
    const { siwx, storage } = siwxFor()
    const session = await evmSession(siwx)
    expect(parseSiwxMessage(session.message).nonce).toMatch(/^[a-zA-Z0-9]{16,}$/)
    await siwx.addSession(session)
    const token = siwx.getToken(`${chainId}:${evm.address}`)
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    // The host's backend's one call, with the token the kit kept:
    const read = await fetch(`${api.url}/siwx/session?projectId=local`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(read.status).toBe(200)
    expect(
      ((await read.json()) as { session: { address: string } }).session.address.toLowerCase(),
    ).toBe(`${chainId}:${evm.address}`.toLowerCase())
    const sessions = await siwx.getSessions(chainId, evm.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ message: session.message, signature: session.signature })
    expect(Date.parse(String(sessions[0]?.data.expirationTime))).toBeGreaterThan(
      Date.now() + 6 * 86_400_000,
    )
    await siwx.revokeSession(chainId, evm.address)
    expect(storage.keys().filter((key) => key.includes('token'))).toEqual([])
    expect(await siwx.getSessions(chainId, evm.address)).toEqual([])
    const after = await fetch(`${api.url}/siwx/session?projectId=local`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(after.status).toBe(401)
  })

  it('a signature by another key is refused by the server and nothing is kept', async () => {
    const { siwx, storage } = siwxFor()
    const error = await siwx.addSession(await evmSession(siwx, other)).catch((e: unknown) => e)
    expect(isKitError(error, 'HTTP_STATUS')).toBe(true)
    expect(storage.keys()).toEqual([])
    expect(await siwx.getSessions(chainId, evm.address)).toEqual([])
  })

  it('a replayed message (nonce used) is refused', async () => {
    const { siwx } = siwxFor()
    const session = await evmSession(siwx)
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toThrow('HTTP status code: 4')
  })

  it('a session revoked elsewhere reads as none (401) and its token is dropped', async () => {
    const { siwx, storage } = siwxFor()
    await siwx.addSession(await evmSession(siwx))
    const token = siwx.getToken(`${chainId}:${evm.address}`)
    await fetch(`${api.url}/siwx/session?projectId=local`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await siwx.getSessions(chainId, evm.address)).toEqual([])
    expect(storage.keys()).toEqual([])
  })

  it('solana: an ed25519 key signs in the same way', async () => {
    const { siwx } = siwxFor()
    const secret = ed25519.utils.randomPrivateKey()
    const address = encodeBase58(ed25519.getPublicKey(secret))
    const message = (
      await siwx.createMessage({ accountAddress: address, chainId: SOLANA })
    ).toString()
    expect(message.split('\n')[0]).toBe(
      'app.example wants you to sign in with your Solana account:',
    )
    const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(message), secret))
    await siwx.addSession({
      data: { accountAddress: address, chainId: SOLANA },
      message,
      signature,
    })
    expect(await siwx.getSessions(SOLANA, address)).toHaveLength(1)
    expect(await siwx.getSessions(SOLANA, address.toLowerCase())).toEqual([])
  })

  it('a server that does not answer in time fails with a time limit; a bad answer is refused', async () => {
    const hanging = siwxFor({
      timeoutMs: 200,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    }).siwx
    await expect(hanging.createMessage({ accountAddress: evm.address, chainId })).rejects.toThrow(
      'within 200 ms',
    )
    const lying = siwxFor({
      fetch: async () => new Response(JSON.stringify({ nonce: 'x; drop' })),
    }).siwx
    await expect(lying.createMessage({ accountAddress: evm.address, chainId })).rejects.toThrow(
      'answer to /siwx/nonce is not valid',
    )
  })

  it('bad options are refused with a clear error', () => {
    expect(() => createServerSiwx({ url: 'ftp://x' })).toThrow(
      'Invalid option createServerSiwx.url',
    )
    expect(() => createServerSiwx({ url: api.url, expirationMs: Number.NaN })).toThrow(
      'createServerSiwx.expirationMs',
    )
  })

  it('createMessageParams (the nonce-only call): a nonce from the server, the host options, no account', async () => {
    const { siwx } = siwxFor()
    const params = await siwx.createMessageParams?.()
    expect(params).toMatchObject({
      domain: 'app.example',
      uri: 'https://app.example/',
      statement: 'Sign in to the test',
      version: '1',
    })
    expect(params?.nonce).toMatch(/^[a-zA-Z0-9]{16,}$/)
    expect(params).not.toHaveProperty('accountAddress')
    // The nonce is the server's: a message with it verifies once.
    const message = formatSiwxMessage({
      ...(params as NonNullable<typeof params>),
      accountAddress: evm.address,
      chainId,
    })
    await siwx.addSession({
      data: { accountAddress: evm.address, chainId },
      message,
      signature: await evm.signMessage({ message }),
    })
    expect(siwx.getToken(`${chainId}:${evm.address}`)).toBeDefined()
  })
})
