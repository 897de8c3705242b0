import { describe, expect, it } from 'vitest'
import type { Connector } from '../../types/connector.js'
import { connectorSection, orderConnectorTypes } from './connectorTypeOrder.js'

const all = {
  walletConnect: true,
  recent: 1,
  injected: 2,
  featured: 4,
  custom: 1,
  external: 1,
  recommended: 4,
}

describe('orderConnectorTypes', () => {
  it('uses the spec §9 order by default', () => {
    expect(orderConnectorTypes(all)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('leaves out sections with nothing to show', () => {
    expect(
      orderConnectorTypes({ walletConnect: true, recent: 0, injected: 3, custom: false }),
    ).toEqual(['walletConnect', 'injected'])
  })

  it("puts the host's order first, then the rest in default order", () => {
    expect(orderConnectorTypes(all, ['recommended', 'injected'])).toEqual([
      'recommended',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'external',
    ])
  })

  it('skips host entries that are empty or unknown, and duplicates', () => {
    expect(
      orderConnectorTypes({ walletConnect: true, injected: 1 }, [
        'featured',
        'bogus' as never,
        'injected',
        'injected',
      ]),
    ).toEqual(['injected', 'walletConnect'])
  })
})

describe('connectorSection', () => {
  const of = (type: Connector['type']) =>
    connectorSection({ id: 'x', name: 'x', type, chain: 'eip155' })
  it('maps connector types to sections', () => {
    expect(of('WALLET_CONNECT')).toBe('walletConnect')
    expect(of('ANNOUNCED')).toBe('injected')
    expect(of('INJECTED')).toBe('injected')
    expect(of('MULTI_CHAIN')).toBe('injected')
    expect(of('EXTERNAL')).toBe('external')
    expect(of('AUTH')).toBeUndefined()
  })
})
