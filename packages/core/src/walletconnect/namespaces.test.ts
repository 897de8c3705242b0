import { describe, expect, it } from 'vitest'
import {
  base,
  bitcoin,
  mainnet,
  polkadot,
  solana,
  solanaDevnet,
} from '../controllers/chain/networks.testing.js'
import { buildOptionalNamespaces, sessionAccounts, sessionNamespaces } from './namespaces.js'

describe('session namespaces', () => {
  it('builds one optional namespace per namespace of the networks, in the host order', () => {
    const namespaces = buildOptionalNamespaces([
      solana,
      mainnet,
      polkadot,
      base,
      solanaDevnet,
      bitcoin,
    ])
    expect(Object.keys(namespaces)).toEqual(['solana', 'eip155', 'polkadot', 'bip122'])
    expect(namespaces.solana?.chains).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:8453'])
    expect(namespaces.polkadot?.methods).toEqual([
      'polkadot_signMessage',
      'polkadot_signTransaction',
    ])
    expect(namespaces.bip122?.events).toEqual(['bip122_addressesChanged'])
    expect(namespaces.eip155?.rpcMap['8453']).toBe(base.rpcUrls.default.http[0])
  })

  it('reads a namespace accounts from a session', () => {
    const session = {
      topic: 't',
      namespaces: {
        eip155: { accounts: ['eip155:1:0xA', 'eip155:8453:0xA'] },
        solana: { accounts: [] },
      },
    }
    expect(sessionAccounts(session, 'eip155')).toEqual([
      { chainId: '1', address: '0xA' },
      { chainId: '8453', address: '0xA' },
    ])
    expect(sessionAccounts(session, 'solana')).toEqual([])
    expect(sessionNamespaces(session)).toEqual(['eip155'])
    expect(sessionNamespaces(undefined)).toEqual([])
  })
})
