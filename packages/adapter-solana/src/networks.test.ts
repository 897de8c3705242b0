import { isCaipNetworkId } from '@gangway/core/internal'
import { describe, expect, it } from 'vitest'
import {
  pickSolanaNetwork,
  SOLANA_NETWORKS,
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaTestnet,
  toWalletStandardChain,
  walletSupportsNetwork,
} from './networks.js'

describe('Solana networks', () => {
  it('are the three public clusters, named by genesis hash (CAIP-2)', () => {
    expect(SOLANA_NETWORKS.map((n) => n.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    for (const network of SOLANA_NETWORKS) {
      expect(network.caipNetworkId).toBe(`solana:${network.id}`)
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
    }
  })

  it('maps to the chains Wallet Standard wallets announce', () => {
    expect(toWalletStandardChain(solana)).toBe('solana:mainnet')
    expect(toWalletStandardChain(solanaDevnet)).toBe('solana:devnet')
    expect(toWalletStandardChain(solanaTestnet)).toBe('solana:testnet')
    expect(walletSupportsNetwork(['solana:devnet'], solanaDevnet)).toBe(true)
    expect(walletSupportsNetwork([solana.caipNetworkId], solana)).toBe(true)
    expect(walletSupportsNetwork(['solana:mainnet'], solanaDevnet)).toBe(false)
  })

  it('builds a local network for a node at an RPC URL', () => {
    const local = solanaLocalnet('http://127.0.0.1:9000', { webSocketUrl: 'ws://127.0.0.1:9001' })
    expect(local).toMatchObject({
      id: 'localnet',
      caipNetworkId: 'solana:localnet',
      chainNamespace: 'solana',
      rpcUrls: { default: { http: ['http://127.0.0.1:9000'], webSocket: ['ws://127.0.0.1:9001'] } },
      testnet: true,
    })
    expect(toWalletStandardChain(local)).toBe('solana:localnet')
  })
})

describe('pickSolanaNetwork', () => {
  const networks = [solana, solanaDevnet]

  it('takes the asked network, else the current one, else one the wallet announces', () => {
    expect(pickSolanaNetwork(networks, { chainId: solanaDevnet.id })).toBe(solanaDevnet)
    expect(pickSolanaNetwork(networks, { chainId: solanaDevnet.caipNetworkId })).toBe(solanaDevnet)
    expect(pickSolanaNetwork(networks, { current: solanaDevnet, chainId: 'unknown' })).toBe(
      solanaDevnet,
    )
    expect(pickSolanaNetwork(networks, { walletChains: ['solana:devnet'] })).toBe(solanaDevnet)
    expect(pickSolanaNetwork(networks, { walletChains: ['solana:unknown'] })).toBe(solana)
    expect(pickSolanaNetwork([], {})).toBe(solana)
  })
})
