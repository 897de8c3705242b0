import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, SWAP } from '../../constants.js'
import { bip122Family } from '../../families/bip122.js'
import { defineChainFamily } from '../../families/defineChainFamily.js'
import { eip155Family } from '../../families/eip155.js'
import { polkadotFamily } from '../../families/polkadot.js'
import { solanaFamily } from '../../families/solana.js'
import { getAccountFeatures, isAccountFeatureSupported } from './accountFeatures.js'

const allOn = { onramp: true, swaps: true, receive: true, send: true }

describe('account features (spec §2: onramp, swaps, receive, send, in order)', () => {
  it('lists every feature in the spec order when all are on and supported', () => {
    expect(getAccountFeatures({ features: allOn, family: eip155Family, chainId: 1 })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
  })

  it('takes the spec §9 defaults for flags the host did not set', () => {
    expect(
      getAccountFeatures({
        features: {},
        family: eip155Family,
        chainId: 1,
      }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send'].filter((f) => DEFAULT_FEATURES[f as 'send']))
    expect(
      getAccountFeatures({ features: { swaps: false }, family: eip155Family, chainId: 1 }),
    ).toEqual(['onramp', 'receive', 'send'])
  })

  it('offers swaps only on the swap-supported eip155 networks (spec §9)', () => {
    for (const id of SWAP.SUPPORTED_EIP155_CHAIN_IDS)
      expect(isAccountFeatureSupported('swaps', eip155Family, id)).toBe(true)
    expect(isAccountFeatureSupported('swaps', eip155Family, '1313161554')).toBe(true)
    expect(isAccountFeatureSupported('swaps', eip155Family, 11155111)).toBe(false)
    expect(isAccountFeatureSupported('swaps', solanaFamily, 1)).toBe(false)
    expect(
      getAccountFeatures({ features: allOn, family: eip155Family, chainId: 11155111 }),
    ).toEqual(['onramp', 'receive', 'send'])
  })

  it('on-ramp for eip155 and solana; send where the family can (bip122 through the wallet); receive everywhere', () => {
    expect(
      getAccountFeatures({
        features: allOn,
        family: solanaFamily,
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toEqual(['onramp', 'receive', 'send'])
    expect(getAccountFeatures({ features: allOn, family: bip122Family, chainId: 'x' })).toEqual([
      'receive',
      'send',
    ])
    expect(getAccountFeatures({ features: allOn, family: polkadotFamily, chainId: 'x' })).toEqual([
      'receive',
    ])
  })

  it('asks the family, never the namespace: a third-party family decides for itself', () => {
    const cosmos = defineChainFamily({
      namespace: 'cosmos',
      name: 'Cosmos',
      isChainId: () => true,
      isAddress: () => true,
      accountTypes: ['eoa'],
      features: { send: true },
    })
    expect(getAccountFeatures({ features: allOn, family: cosmos, chainId: 'cosmoshub-4' })).toEqual(
      ['receive', 'send'],
    )
  })

  it('shows nothing without an active family', () => {
    expect(getAccountFeatures({ features: allOn, family: undefined })).toEqual([])
  })
})
