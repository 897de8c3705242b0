import { describe, expect, it, vi } from 'vitest'
import type { SIWXConfig, SIWXSession } from '../../options/types.js'
import type { CaipNetwork } from '../../types/chain.js'
import { createOneClickSignIn } from './oneClickSignIn.js'

const evm = (id: number): CaipNetwork => ({
  id,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const SOLANA: CaipNetwork = {
  ...evm(0),
  id: 'localnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:localnet',
}
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function store(extra: Partial<SIWXConfig> = {}) {
  const added: SIWXSession[] = []
  const siwx: SIWXConfig = {
    createMessage: async () => ({ toString: () => '' }),
    createMessageParams: async () => ({
      domain: 'app.example',
      uri: 'https://app.example/',
      nonce: 'a1B2c3D4e5F6g7H8i9J0',
      version: '1',
      issuedAt: '2026-11-27T05:00:00.000Z',
      statement: 'Sign in',
      expirationTime: '2026-12-04T05:00:00.000Z',
    }),
    addSession: async (session) => {
      added.push(session)
    },
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [],
    ...extra,
  }
  return { siwx, added }
}

const cacao = (chain: string) => ({
  h: { t: 'caip122' },
  p: {
    domain: 'app.example',
    iss: `did:pkh:${chain}:${ADDRESS}`,
    aud: 'https://app.example/',
    version: '1',
    nonce: 'a1B2c3D4e5F6g7H8i9J0',
    iat: '2026-11-27T05:00:01.000Z',
    statement: 'Sign in',
  },
  s: { t: 'eip191', s: '0xsig' },
})

describe('createOneClickSignIn', () => {
  it('asks a sign-in for every eip155 network, the active one first, with the store’s nonce', async () => {
    const { siwx } = store()
    const oneClick = createOneClickSignIn({ siwx, activeNetworkId: () => 'eip155:10' })
    const request = await oneClick.request([evm(1), evm(10)])
    expect(request).toMatchObject({
      chains: ['eip155:10', 'eip155:1'],
      domain: 'app.example',
      uri: 'https://app.example/',
      nonce: 'a1B2c3D4e5F6g7H8i9J0',
      statement: 'Sign in',
      exp: '2026-12-04T05:00:00.000Z',
    })
    // The session's methods are its namespaces': no ReCap of them in the request.
    expect(request).not.toHaveProperty('methods')
  })

  it('is not used with a non-eip155 network, without createMessageParams, or when the nonce call fails', async () => {
    const logger = { error: vi.fn() }
    expect(await createOneClickSignIn({ siwx: store().siwx }).request([evm(1), SOLANA])).toBe(
      undefined,
    )
    const { siwx } = store()
    const { createMessageParams: _, ...withoutParams } = siwx
    expect(await createOneClickSignIn({ siwx: withoutParams }).request([evm(1)])).toBe(undefined)
    const failing = store({
      createMessageParams: async () => {
        throw new Error('down')
      },
    })
    expect(await createOneClickSignIn({ siwx: failing.siwx, logger }).request([evm(1)])).toBe(
      undefined,
    )
    expect(logger.error).toHaveBeenCalledOnce()
  })

  it('stores the CACAO of the active network as the session (message, signature, cacao); a session without authentication stores nothing', async () => {
    const { siwx, added } = store()
    const oneClick = createOneClickSignIn({ siwx, activeNetworkId: () => 'eip155:10' })
    await oneClick.signedIn({ topic: 't' })
    expect(added).toEqual([])
    await oneClick.signedIn({ topic: 't', authentication: [cacao('eip155:1'), cacao('eip155:10')] })
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({
      data: { accountAddress: ADDRESS, chainId: 'eip155:10', nonce: 'a1B2c3D4e5F6g7H8i9J0' },
      signature: '0xsig',
      cacao: cacao('eip155:10'),
    })
    expect(added[0]?.message).toContain('Chain ID: 10\n')
  })

  it('a store that refuses the CACAO is logged, never thrown (the flow then asks to sign)', async () => {
    const logger = { error: vi.fn() }
    const { siwx } = store({
      addSession: async () => {
        throw new Error('refused')
      },
    })
    await createOneClickSignIn({ siwx, logger }).signedIn({ authentication: [cacao('eip155:1')] })
    expect(logger.error).toHaveBeenCalledOnce()
  })
})
