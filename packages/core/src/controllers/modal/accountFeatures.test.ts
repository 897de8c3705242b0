import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, SWAP } from '../../constants.js'
import { bip122Family } from '../../families/bip122.js'
import { defineChainFamily } from '../../families/defineChainFamily.js'
import { eip155Family } from '../../families/eip155.js'
import { polkadotFamily } from '../../families/polkadot.js'
import { solanaFamily } from '../../families/solana.js'
import {
  getAccountFeatures,
  isAccountFeatureSupported,
  isSwapAvailable,
} from './accountFeatures.js'

const allOn = { onramp: true, swaps: true, receive: true, send: true }
/** The operator's swap API: swaps need one. */
const swapApi = { swapApiUrl: 'https://swap.example' }

describe('account features (spec §2: onramp, swaps, receive, send, in order)', () => {
  it('lists every feature in the spec order when all are on and supported', () => {
    expect(
      getAccountFeatures({ ...swapApi, features: allOn, family: eip155Family, chainId: 1 }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('takes the spec §9 defaults for flags the host did not set', () => {
    expect(
      getAccountFeatures({
        ...swapApi,
        features: {},
        family: eip155Family,
        chainId: 1,
      }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send'].filter((f) => DEFAULT_FEATURES[f as 'send']))
    expect(
      getAccountFeatures({
        ...swapApi,
        features: { swaps: false },
        family: eip155Family,
        chainId: 1,
      }),
    ).toEqual(['onramp', 'receive', 'send'])
  })

  it('offers swaps only on the swap-supported eip155 networks (spec §9)', () => {
    for (const id of SWAP.SUPPORTED_EIP155_CHAIN_IDS)
      expect(isAccountFeatureSupported('swaps', eip155Family, id)).toBe(true)
    expect(isAccountFeatureSupported('swaps', eip155Family, '1313161554')).toBe(true)
    expect(isAccountFeatureSupported('swaps', eip155Family, 11155111)).toBe(false)
    expect(isAccountFeatureSupported('swaps', solanaFamily, 1)).toBe(false)
    expect(
      getAccountFeatures({ ...swapApi, features: allOn, family: eip155Family, chainId: 11155111 }),
    ).toEqual(['onramp', 'receive', 'send'])
  })

  it('hides swaps without a swap API, even on a swap-supported network (never a dead end)', () => {
    expect(getAccountFeatures({ features: allOn, family: eip155Family, chainId: 1 })).toEqual([
      'onramp',
      'receive',
      'send',
    ])
    expect(isSwapAvailable(eip155Family, 1, { swapApiUrl: '' })).toBe(false)
    expect(isSwapAvailable(eip155Family, 1, swapApi)).toBe(true)
  })

  it("offers swaps on the operator's swapNetworks too, only with a swap API and a family that swaps", () => {
    const local = { ...swapApi, swapNetworks: ['eip155:31337'] }
    expect(
      getAccountFeatures({ ...local, features: allOn, family: eip155Family, chainId: 31337 }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(isSwapAvailable(eip155Family, '31337', local)).toBe(true)
    expect(isSwapAvailable(eip155Family, 31338, local)).toBe(false)
    expect(isSwapAvailable(eip155Family, 31337, { swapNetworks: ['eip155:31337'] })).toBe(false)
    expect(isSwapAvailable(eip155Family, undefined, local)).toBe(false)
    // Another family's network id in the list does not make that family swap.
    const solanaId = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(
      isSwapAvailable(solanaFamily, solanaId, { ...swapApi, swapNetworks: [`solana:${solanaId}`] }),
    ).toBe(false)
    expect(isSwapAvailable(undefined, 1, local)).toBe(false)
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
    expect(getAccountFeatures({ ...swapApi, features: allOn, family: undefined })).toEqual([])
  })
})
