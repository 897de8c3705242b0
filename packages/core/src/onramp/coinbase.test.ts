import { describe, expect, it } from 'vitest'
import { SOLANA_MAINNET } from './cardChains.js'
import { COINBASE_ONRAMP_URL, coinbaseOnramp } from './coinbase.js'
import { buildOnRampUrl } from './providers.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// The documented parameters of the Coinbase-hosted Onramp URL
// (docs.cdp.coinbase.com/onramp/coinbase-hosted-onramp/generating-onramp-url).
describe('Coinbase Onramp URL', () => {
  it('is pay.coinbase.com/buy/select-asset with appId, addresses, assets and the defaults', () => {
    const url = new URL(
      buildOnRampUrl(coinbaseOnramp({ appId: 'app-1' }), {
        address: ADDRESS,
        network: 'eip155:8453',
        asset: 'USDC',
        amount: 25,
      }),
    )
    expect(`${url.origin}${url.pathname}`).toBe(COINBASE_ONRAMP_URL)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: 'app-1',
      addresses: JSON.stringify({ [ADDRESS]: ['base'] }),
      assets: '["USDC"]',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      defaultExperience: 'buy',
      presetFiatAmount: '25',
      fiatCurrency: 'USD',
    })
  })

  it('names every spec §9 card chain, solana, and prefers a session token over the app id', () => {
    const provider = coinbaseOnramp({ appId: 'a', sessionToken: 'tok' })
    const network = (id: string) =>
      new URL(provider.buildUrl!({ address: ADDRESS, network: id, asset: 'USDC' })).searchParams
    expect(network('eip155:43114').get('defaultNetwork')).toBe('avalanche-c-chain')
    expect(network('eip155:42161').get('defaultNetwork')).toBe('arbitrum')
    expect(network(SOLANA_MAINNET).get('defaultNetwork')).toBe('solana')
    // A network that is not a card chain opens on the fallback, ethereum.
    expect(network('eip155:31337').get('defaultNetwork')).toBe('ethereum')
    expect(network('eip155:1').get('sessionToken')).toBe('tok')
    expect(network('eip155:1').has('appId')).toBe(false)
    // No amount: the visitor chooses it on Coinbase.
    expect(network('eip155:1').has('presetFiatAmount')).toBe(false)
  })

  it('sells on the eight card chains and Solana, fee range 1–2 %', () => {
    const provider = coinbaseOnramp()
    expect(Object.keys(provider.assets)).toHaveLength(9)
    expect(provider.feeRangePercent).toEqual([1, 2])
  })
})
