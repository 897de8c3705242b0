import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../types/chain.js'
import { isNativeBalance, nativeTokenBalance } from './nativeTokenBalance.js'

const network = (caipNetworkId: string, namespace: string) =>
  ({
    caipNetworkId,
    chainNamespace: namespace,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 8 },
  }) as unknown as CaipNetwork

const PLACEHOLDERS: Record<string, string | undefined> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
}
const addresses = (namespace: string) => PLACEHOLDERS[namespace]

describe('the native balance row', () => {
  it('is recognised as native, with or without a placeholder address in the family', () => {
    const evm = network('eip155:1', 'eip155')
    const btc = network('bip122:000000000933ea01ad0ee984209779ba', 'bip122')
    for (const net of [evm, btc])
      expect(isNativeBalance(nativeTokenBalance(net, '1.5', addresses), net, addresses)).toBe(true)
  })

  it('a token of the network is not the native currency', () => {
    const btc = network('bip122:000000000933ea01ad0ee984209779ba', 'bip122')
    const token = { ...nativeTokenBalance(btc, '1', addresses), address: `${btc.caipNetworkId}:x` }
    expect(isNativeBalance(token, btc, addresses)).toBe(false)
    const evm = network('eip155:1', 'eip155')
    const usdc = { ...nativeTokenBalance(evm, '1', addresses), address: 'eip155:1:0xa0b8' }
    expect(isNativeBalance(usdc, evm, addresses)).toBe(false)
    expect(isNativeBalance(nativeTokenBalance(evm, '1', addresses), btc, addresses)).toBe(false)
  })
})
