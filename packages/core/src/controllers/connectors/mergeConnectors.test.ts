import { describe, expect, it } from 'vitest'
import type { Connector } from '../../types/connector.js'
import {
  dedupeConnectors,
  mergeConnectors,
  normalizeConnectorName,
  sealConnector,
} from './mergeConnectors.js'

const connector = (patch: Partial<Connector> & Pick<Connector, 'id' | 'chain'>): Connector => ({
  name: patch.id,
  type: 'INJECTED',
  ...patch,
})

describe('normalizeConnectorName', () => {
  it("treats 'Trust Wallet' as 'Trust' and leaves other names alone", () => {
    expect(normalizeConnectorName('Trust Wallet')).toBe('Trust')
    expect(normalizeConnectorName('Trust')).toBe('Trust')
    expect(normalizeConnectorName('MetaMask')).toBe('MetaMask')
  })
})

describe('dedupeConnectors', () => {
  it('keeps the ANNOUNCED connector over an INJECTED one with the same rdns', () => {
    const injected = connector({
      id: 'injected',
      chain: 'eip155',
      type: 'INJECTED',
      info: { rdns: 'io.metamask' },
    })
    const announced = connector({
      id: 'io.metamask',
      chain: 'eip155',
      type: 'ANNOUNCED',
      info: { rdns: 'io.metamask' },
    })
    expect(dedupeConnectors([injected, announced]).map((c) => c.id)).toEqual(['io.metamask'])
    expect(dedupeConnectors([announced, injected]).map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('keeps connectors with different or missing rdns, and one entry per id', () => {
    const list = dedupeConnectors([
      connector({ id: 'a', chain: 'eip155', info: { rdns: 'x' } }),
      connector({ id: 'b', chain: 'eip155', info: { rdns: 'y' } }),
      connector({ id: 'c', chain: 'eip155' }),
      connector({ id: 'd', chain: 'eip155' }),
      connector({ id: 'c', chain: 'eip155', name: 'C again' }),
    ])
    expect(list.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(list[2]?.name).toBe('C again')
  })
})

describe('mergeConnectors', () => {
  it('merges connectors of the same name across chains into one MULTI_CHAIN entry', () => {
    const evm = connector({ id: 'phantom-evm', name: 'Phantom', chain: 'eip155', imageId: 'p' })
    const sol = connector({ id: 'phantom-sol', name: 'Phantom', chain: 'solana' })
    const other = connector({ id: 'solflare', name: 'Solflare', chain: 'solana' })
    const merged = mergeConnectors({ eip155: [evm], solana: [sol, other] })
    expect(merged).toHaveLength(2)
    expect(merged[0]).toMatchObject({
      id: 'phantom-evm',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      imageId: 'p',
    })
    expect(merged[0]?.connectors?.map((c) => c.id)).toEqual(['phantom-evm', 'phantom-sol'])
    expect(merged[1]).toBe(other)
  })

  it("merges 'Trust Wallet' and 'Trust' into one entry", () => {
    const merged = mergeConnectors({
      eip155: [connector({ id: 'trust-evm', name: 'Trust Wallet', chain: 'eip155' })],
      solana: [connector({ id: 'trust-sol', name: 'Trust', chain: 'solana' })],
    })
    expect(merged).toHaveLength(1)
    expect(merged[0]?.name).toBe('Trust')
    expect(merged[0]?.type).toBe('MULTI_CHAIN')
    expect(merged[0]?.connectors).toHaveLength(2)
  })

  it('merges auth connectors into an AUTH entry', () => {
    const merged = mergeConnectors({
      eip155: [connector({ id: 'AUTH', name: 'Auth', type: 'AUTH', chain: 'eip155' })],
      solana: [connector({ id: 'AUTH', name: 'Auth', type: 'AUTH', chain: 'solana' })],
    })
    expect(merged).toHaveLength(1)
    expect(merged[0]?.type).toBe('AUTH')
    expect(merged[0]?.connectors?.map((c) => c.chain)).toEqual(['eip155', 'solana'])
  })

  it('merges the WalletConnect connectors of several chains into one WALLET_CONNECT entry', () => {
    const walletConnect = (chain: 'eip155' | 'solana') =>
      connector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain })
    const merged = mergeConnectors({
      eip155: [walletConnect('eip155')],
      solana: [walletConnect('solana')],
    })
    expect(merged).toHaveLength(1)
    expect(merged[0]?.type).toBe('WALLET_CONNECT')
    expect(merged[0]?.connectors?.map((c) => c.chain)).toEqual(['eip155', 'solana'])
  })

  it('keeps one connector per chain in a merged entry', () => {
    const merged = mergeConnectors({
      eip155: [
        connector({ id: 'a', name: 'Same', chain: 'eip155' }),
        connector({ id: 'b', name: 'Same', chain: 'eip155' }),
      ],
    })
    expect(merged).toHaveLength(1)
    expect(merged[0]?.id).toBe('a')
    expect(merged[0]?.type).toBe('INJECTED')
  })

  it('visits namespaces in the given order', () => {
    const merged = mergeConnectors(
      {
        eip155: [connector({ id: 'evm', name: 'W', chain: 'eip155' })],
        solana: [connector({ id: 'sol', name: 'W', chain: 'solana' })],
      },
      ['solana', 'eip155'],
    )
    expect(merged[0]?.id).toBe('sol')
    expect(merged[0]?.chain).toBe('solana')
  })
})

describe('sealConnector', () => {
  it('freezes a plain copy: the known fields only, never the wallet provider object', () => {
    const provider = { request: () => undefined, isMetaMask: true }
    const input = { ...connector({ id: 'a', chain: 'eip155', installed: true }), provider, x: 1 }
    const sealed = sealConnector(input)
    expect(Object.isFrozen(sealed)).toBe(true)
    expect(sealed).not.toHaveProperty('provider')
    expect(sealed).not.toHaveProperty('x')
    expect(sealed.installed).toBe(true)
    expect(Object.isFrozen(provider)).toBe(false)
  })
})
