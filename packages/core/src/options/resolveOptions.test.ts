import { describe, expect, it } from 'vitest'
import { KitError } from '../errors/KitError.js'
import { adapter, base, mainnet, siwx, solana } from './fixtures.testing.js'
import { resolveDefaultNetwork, resolveFeatures, resolveOptions } from './resolveOptions.js'

describe('resolveOptions defaults (spec §9)', () => {
  const resolved = resolveOptions({ networks: [base, mainnet] })

  it('features on: swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets', () => {
    for (const flag of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
    ] as const)
      expect(resolved.features[flag], flag).toBe(true)
  })

  it('features off: legalCheckbox, smartSessions, collapseWallets', () => {
    expect(resolved.features.legalCheckbox).toBe(false)
    expect(resolved.features.smartSessions).toBe(false)
    expect(resolved.features.collapseWallets).toBe(false)
  })

  it('socials order: google, x, discord, farcaster, github, apple, facebook', () => {
    expect(resolved.features.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('connector type order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(resolved.features.connectorTypeOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(resolved.features.connectMethodsOrder).toBeUndefined()
  })

  it('theme dark, modal width 360px', () => {
    expect(resolved.themeMode).toBe('dark')
    expect(resolved.modalWidth).toBe('360px')
    expect(resolved.themeVariables).toEqual({})
  })

  it("preloads the modal on idle unless the host says 'intent' or false", () => {
    expect(resolved.preloadModal).toBe('idle')
    expect(resolveOptions({ networks: [mainnet], preloadModal: 'intent' }).preloadModal).toBe(
      'intent',
    )
    expect(resolveOptions({ networks: [mainnet], preloadModal: false }).preloadModal).toBe(false)
  })

  it('default chain eip155:1 when listed, even if not first', () => {
    expect(resolved.defaultNetwork.caipNetworkId).toBe('eip155:1')
  })

  it('default chain is the first network when eip155:1 is not listed', () => {
    expect(resolveOptions({ networks: [solana, base] }).defaultNetwork).toBe(solana)
  })

  it('an explicit defaultNetwork wins', () => {
    expect(resolveOptions({ networks: [mainnet, base], defaultNetwork: base }).defaultNetwork).toBe(
      base,
    )
    expect(resolveDefaultNetwork([mainnet, base], { ...base })).toBe(base)
  })

  it('account types per namespace from §6: each family knows its own default', () => {
    expect(resolved.defaultAccountTypes).toEqual({})
    const defaults = Object.fromEntries(
      resolved.families.namespaces().map((ns) => [ns, resolved.families.get(ns)?.accountTypes[0]]),
    )
    expect(defaults).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })

  it("keeps only the host's account types (a family's default fills the rest)", () => {
    expect(
      resolveOptions({ networks: [mainnet], defaultAccountTypes: { eip155: 'eoa' } })
        .defaultAccountTypes,
    ).toEqual({ eip155: 'eoa' })
  })

  it('the rest: sdk labels, flags, empty lists', () => {
    expect(resolved.sdkType).toBe('gangway')
    expect(resolved.sdkVersion).toBe('html-core-unknown')
    expect(resolved.enableEmbedded).toBe(false)
    expect(resolved.allowUnsupportedChain).toBe(false)
    expect(resolved.enableWalletConnect).toBe(true)
    expect(resolved.debug).toBe(false)
    expect(resolved.adapters).toEqual([])
    expect(resolved.customWallets).toEqual([])
    expect(resolved.includeWalletIds).toEqual([])
    expect(resolved.excludeWalletIds).toEqual([])
    expect(resolved.featuredWalletIds).toEqual([])
    expect(resolved.tokens).toEqual({})
    expect(resolved.projectId).toBeUndefined()
    expect(resolved.metadata).toBeUndefined()
    expect(resolved.walletDirectory).toBeUndefined()
  })
})

describe('resolveOptions with host values', () => {
  it('keeps host flags and fills the others', () => {
    const { features } = resolveOptions({
      networks: [mainnet],
      features: { swaps: false, legalCheckbox: true, socials: ['github'] },
    })
    expect(features).toMatchObject({
      swaps: false,
      legalCheckbox: true,
      onramp: true,
      socials: ['github'],
    })
  })

  it('socials false means none', () => {
    expect(resolveFeatures({ socials: false }).socials).toEqual([])
  })

  it('a partial connector type order is completed with the remaining defaults', () => {
    expect(
      resolveFeatures({ connectorTypeOrder: ['injected', 'custom'] }).connectorTypeOrder,
    ).toEqual([
      'injected',
      'custom',
      'walletConnect',
      'recent',
      'featured',
      'external',
      'recommended',
    ])
  })

  it('an explicit undefined flag keeps the default', () => {
    expect(resolveFeatures({ swaps: undefined }).swaps).toBe(true)
  })

  it('keeps host objects by identity and passes values through', () => {
    const evm = adapter('eip155')
    const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }
    const resolved = resolveOptions({
      networks: [mainnet],
      adapters: [evm],
      siwx,
      storage,
      projectId: 'abc',
      relayUrl: 'ws://localhost:5555',
      themeMode: 'light',
    } as never)
    expect(resolved.adapters[0]).toBe(evm)
    expect(resolved.networks[0]).toBe(mainnet)
    expect(resolved.siwx).toBe(siwx)
    expect(resolved.storage).toBe(storage)
    expect(resolved).toMatchObject({
      projectId: 'abc',
      relayUrl: 'ws://localhost:5555',
      themeMode: 'light',
    })
    expect(Object.isFrozen(evm)).toBe(false)
    expect(Object.isFrozen(mainnet)).toBe(false)
  })

  it('swapApiUrl passes through; swapNetworks default to none, frozen', () => {
    expect(resolveOptions({ networks: [mainnet] })).toMatchObject({
      swapApiUrl: undefined,
      swapNetworks: [],
    })
    const resolved = resolveOptions({
      networks: [mainnet],
      swapApiUrl: 'https://swap.example',
      swapNetworks: ['eip155:31337'],
    })
    expect(resolved.swapApiUrl).toBe('https://swap.example')
    expect(resolved.swapNetworks).toEqual(['eip155:31337'])
    expect(Object.isFrozen(resolved.swapNetworks)).toBe(true)
  })

  it('is frozen', () => {
    const resolved = resolveOptions({
      networks: [mainnet],
      metadata: { name: 'D', description: '', url: 'https://d.example', icons: [] },
      features: { connectMethodsOrder: ['wallet', 'email', 'social'] },
      customWallets: [{ id: 'w', name: 'W' }],
    })
    expect(Object.isFrozen(resolved)).toBe(true)
    expect(Object.isFrozen(resolved.features)).toBe(true)
    expect(Object.isFrozen(resolved.features.socials)).toBe(true)
    expect(Object.isFrozen(resolved.features.connectMethodsOrder)).toBe(true)
    expect(Object.isFrozen(resolved.metadata)).toBe(true)
    expect(Object.isFrozen(resolved.metadata?.icons)).toBe(true)
    expect(Object.isFrozen(resolved.networks)).toBe(true)
    expect(Object.isFrozen(resolved.customWallets[0])).toBe(true)
    expect(Object.isFrozen(resolved.defaultAccountTypes)).toBe(true)
  })

  it('validates first', () => {
    expect(() => resolveOptions({ networks: [] })).toThrow(KitError)
    expect(() => resolveOptions({ networks: [mainnet], themeMode: 'blue' as never })).toThrow(
      'Invalid option themeMode',
    )
  })
})
