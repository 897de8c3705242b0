import { describe, expect, it } from 'vitest'
import {
  base,
  bitcoin,
  mainnet,
  polkadot,
  solana,
  solanaDevnet,
} from '../controllers/chain/networks.testing.js'
import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import { defineChainFamily } from '../families/defineChainFamily.js'
import { createFamilyRegistry } from '../families/registry.js'
import { buildOptionalNamespaces, sessionAccounts, sessionNamespaces } from './namespaces.js'

const families = createFamilyRegistry(BUILT_IN_FAMILIES)
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('session namespaces', () => {
  it('builds one optional namespace per namespace of the networks, in the host order', () => {
    const namespaces = buildOptionalNamespaces(
      [solana, mainnet, polkadot, base, solanaDevnet, bitcoin],
      families.get,
    )
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

  it("takes each family's methods and events from its descriptor, and leaves out a family without WalletConnect", () => {
    const cosmos = defineChainFamily({
      namespace: 'cosmos',
      name: 'Cosmos',
      isChainId: () => true,
      isAddress: () => true,
      accountTypes: ['eoa'],
      walletConnect: { methods: ['cosmos_signDirect'], events: ['chainChanged'] },
    })
    const silent = defineChainFamily({ ...cosmos, namespace: 'silent', walletConnect: undefined })
    const network = (namespace: string) => ({
      ...mainnet,
      id: 'x',
      chainNamespace: namespace,
      caipNetworkId: `${namespace}:x` as const,
    })
    const lookup = createFamilyRegistry([...BUILT_IN_FAMILIES, cosmos, silent]).get
    const namespaces = buildOptionalNamespaces([network('cosmos'), network('silent')], lookup)
    expect(Object.keys(namespaces)).toEqual(['cosmos'])
    expect(namespaces.cosmos?.methods).toEqual(['cosmos_signDirect'])
    expect(namespaces.cosmos?.chains).toEqual(['cosmos:x'])
  })

  it('reads a namespace accounts from a session', () => {
    const session = {
      topic: 't',
      namespaces: {
        eip155: { accounts: [`eip155:1:${EVM}`, `eip155:8453:${EVM}`] },
        solana: { accounts: [] },
      },
    }
    expect(sessionAccounts(session, 'eip155')).toEqual([
      { chainId: '1', address: EVM },
      { chainId: '8453', address: EVM },
    ])
    expect(sessionAccounts(session, 'solana')).toEqual([])
    expect(sessionNamespaces(session)).toEqual(['eip155'])
    expect(sessionNamespaces(undefined)).toEqual([])
  })
})
