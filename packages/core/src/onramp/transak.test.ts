import { describe, expect, it } from 'vitest'
import { SOLANA_MAINNET } from './cardChains.js'
import { buildOnRampUrl } from './providers.js'
import { TRANSAK_STAGING_URL, TRANSAK_URL, transakOnramp } from './transak.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// The documented query parameters of the Transak widget (docs.transak.com/docs/query-parameters).
describe('Transak URL', () => {
  it('carries apiKey, BUY, the wallet address, network, asset and the fiat amount', () => {
    const url = new URL(
      buildOnRampUrl(transakOnramp({ apiKey: 'key-1' }), {
        address: ADDRESS,
        network: 'eip155:137',
        asset: 'USDC',
        amount: 50,
        currency: 'EUR',
      }),
    )
    expect(`${url.origin}/`).toBe(TRANSAK_URL)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apiKey: 'key-1',
      productsAvailed: 'BUY',
      walletAddress: ADDRESS,
      disableWalletAddressForm: 'true',
      network: 'polygon',
      cryptoCurrencyCode: 'USDC',
      fiatAmount: '50',
      fiatCurrency: 'EUR',
    })
  })

  it("uses Transak's network names, solana, and the staging host on request", () => {
    const provider = transakOnramp({ staging: true })
    const url = (id: string, asset = 'USDC') =>
      new URL(provider.buildUrl!({ address: ADDRESS, network: id, asset }))
    expect(url('eip155:43114').searchParams.get('network')).toBe('avaxcchain')
    expect(url(SOLANA_MAINNET, 'SOL').searchParams.get('network')).toBe('solana')
    expect(`${url('eip155:1').origin}/`).toBe(TRANSAK_STAGING_URL)
    expect(url('eip155:1').searchParams.has('apiKey')).toBe(false)
  })
})
