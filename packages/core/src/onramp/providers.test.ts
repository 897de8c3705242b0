import { describe, expect, it } from 'vitest'
import { ONRAMP } from '../constants.js'
import { mainnet } from '../controllers/chain/networks.testing.js'
import { getAccountFeatures } from '../controllers/modal/accountFeatures.js'
import { isKitError } from '../errors/KitError.js'
import { eip155Family } from '../families/eip155.js'
import { resolveOptions } from '../options/resolveOptions.js'
import { defaultOnrampProviders, kitOnrampProviders } from './index.js'
import { buildOnRampUrl, onrampProviderOf, onrampProvidersFor, onrampSenders } from './providers.js'
import type { OnRampProvider } from './types.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const local = (url: string): OnRampProvider => ({
  id: 'local',
  name: 'Local',
  feeRangePercent: [1, 2],
  assets: { 'eip155:31337': ['ETH'] },
  buildUrl: () => url,
  deliveries: { senders: { 'eip155:31337': [SENDER] } },
})

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    if (isKitError(error)) return error
    throw error
  }
  throw new Error('no error')
}

describe('on-ramp providers', () => {
  it('the default list is the two real providers, each with the spec fee range, on the card chains', () => {
    const providers = defaultOnrampProviders()
    expect(providers.map((p) => p.id)).toEqual(['coinbase', 'transak'])
    expect(providers).toHaveLength(ONRAMP.PROVIDER_COUNT)
    for (const p of providers) expect(p.feeRangePercent).toEqual(ONRAMP.FEE_RANGE_PERCENT)
    expect(onrampProvidersFor(providers, 'eip155:8453')).toHaveLength(2)
    expect(onrampProvidersFor(providers, 'eip155:31337')).toEqual([])
    expect(onrampProvidersFor(providers, undefined)).toEqual([])
  })

  it('the kit option defaults to none (no Buy without credentials); [] and a checked custom list are kept', () => {
    const base = { adapters: [], networks: [mainnet] }
    expect(resolveOptions(base).onrampProviders).toBeUndefined()
    expect(kitOnrampProviders(resolveOptions(base))).toEqual([])
    expect(resolveOptions({ ...base, onrampProviders: [] }).onrampProviders).toEqual([])
    expect(kitOnrampProviders(resolveOptions({ ...base, onrampProviders: [] }))).toEqual([])
    expect(() =>
      resolveOptions({
        ...base,
        onrampProviders: [{ ...local('http://127.0.0.1:1/'), feeRangePercent: [3, 1] }],
      }),
    ).toThrow(/onrampProviders\[0\]\.feeRangePercent/)
    expect(() =>
      resolveOptions({ ...base, onrampProviders: [{ id: 'x' } as unknown as OnRampProvider] }),
    ).toThrow(/onrampProviders\[0\]\.name/)
  })

  it('Buy is offered only where a provider sells (never a dead end)', () => {
    const input = { features: {}, family: eip155Family }
    const providers = defaultOnrampProviders()
    expect(getAccountFeatures({ ...input, chainId: 1, onrampProviders: providers })).toContain(
      'onramp',
    )
    expect(
      getAccountFeatures({ ...input, chainId: 31337, onrampProviders: providers }),
    ).not.toContain('onramp')
    expect(
      getAccountFeatures({
        ...input,
        chainId: 31337,
        onrampProviders: [local('http://127.0.0.1:1/')],
      }),
    ).toContain('onramp')
    expect(getAccountFeatures({ ...input, chainId: 1, onrampProviders: [] })).not.toContain(
      'onramp',
    )
    // The two real providers sell on the card chains (base) with the host's credentials.
    const credentialed = defaultOnrampProviders({
      coinbase: { appId: 'a' },
      transak: { apiKey: 'k' },
    })
    expect(
      getAccountFeatures({ ...input, chainId: 8453, onrampProviders: credentialed }),
    ).toContain('onramp')
  })

  it('every URL goes through the one URL check; unsold assets and bad amounts are named', () => {
    const request = { address: ADDRESS, network: 'eip155:31337', asset: 'ETH' }
    expect(buildOnRampUrl(local('http://127.0.0.1:5/buy?x=1'), request)).toBe(
      'http://127.0.0.1:5/buy?x=1',
    )
    for (const bad of [
      'javascript:alert(1)',
      'http://evil.example/buy',
      'https://u:p@x.example/',
    ]) {
      const error = refusal(() => buildOnRampUrl(local(bad), request))
      expect(error.code).toBe('ONRAMP_URL_REFUSED')
      expect(error.shortMessage).toBe('Local cannot be opened')
    }
    expect(
      refusal(() => buildOnRampUrl(local('https://x.example/'), { ...request, asset: 'DAI' }))
        .longMessage,
    ).toBe('Local does not sell DAI on eip155:31337.')
    expect(
      refusal(() =>
        buildOnRampUrl(local('https://x.example/'), { ...request, network: 'eip155:1' }),
      ).longMessage,
    ).toBe('Local does not sell on eip155:1.')
    expect(
      refusal(() => buildOnRampUrl(local('https://x.example/'), { ...request, amount: -1 }))
        .longMessage,
    ).toMatch(/positive number/)
  })

  it("recognises a provider's deliveries by its sender on that network", () => {
    const providers = [...defaultOnrampProviders(), local('http://127.0.0.1:1/')]
    expect(onrampProviderOf(providers, 'eip155:31337', SENDER.toLowerCase())?.id).toBe('local')
    expect(onrampProviderOf(providers, 'eip155:1', SENDER)).toBeUndefined()
    expect(onrampSenders(providers, 'eip155:31337')).toEqual([SENDER.toLowerCase()])
  })
})
