import { describe, expect, it } from 'vitest'
import { SWAP } from '../../constants.js'
import { getAccountFeatures, isSwapSupported } from './accountFeatures.js'

const allOn = { onramp: true, swaps: true, receive: true, send: true }

describe('account features order', () => {
  it('is onramp, swaps, receive, send on a swap-supported eip155 network', () => {
    expect(getAccountFeatures({ features: allOn, namespace: 'eip155', chainId: 1 })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
  })

  it('drops features whose flag is off', () => {
    expect(
      getAccountFeatures({
        features: { ...allOn, onramp: false, send: false },
        namespace: 'eip155',
        chainId: 1,
      }),
    ).toEqual(['swaps', 'receive'])
  })

  it('takes the default (on) for an unset flag', () => {
    expect(
      getAccountFeatures({ features: { swaps: false }, namespace: 'eip155', chainId: 1 }),
    ).toEqual(['onramp', 'receive', 'send'])
  })

  it('swaps only on the swap-supported eip155 ids', () => {
    expect(SWAP.SUPPORTED_EIP155_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
    for (const id of SWAP.SUPPORTED_EIP155_CHAIN_IDS)
      expect(isSwapSupported('eip155', id)).toBe(true)
    expect(isSwapSupported('eip155', '1313161554')).toBe(true)
    expect(isSwapSupported('eip155', 11155111)).toBe(false)
    expect(isSwapSupported('solana', 1)).toBe(false)
    expect(getAccountFeatures({ features: allOn, namespace: 'eip155', chainId: 11155111 })).toEqual(
      ['onramp', 'receive', 'send'],
    )
  })

  it('on solana: onramp, receive, send (no swaps)', () => {
    expect(
      getAccountFeatures({
        features: allOn,
        namespace: 'solana',
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toEqual(['onramp', 'receive', 'send'])
  })

  it('on bip122 and polkadot: receive only', () => {
    expect(getAccountFeatures({ features: allOn, namespace: 'bip122', chainId: 'x' })).toEqual([
      'receive',
    ])
    expect(getAccountFeatures({ features: allOn, namespace: 'polkadot', chainId: 'x' })).toEqual([
      'receive',
    ])
  })

  it('nothing without an active namespace', () => {
    expect(getAccountFeatures({ features: allOn, namespace: undefined })).toEqual([])
  })
})
