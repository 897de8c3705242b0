import { describe, expect, it } from 'vitest'
import { KitError } from '../errors/KitError.js'
import { adapter, base, mainnet, network, siwx, solana } from './fixtures.testing.js'
import { validateOptions } from './validateOptions.js'

const valid = {
  networks: [mainnet, base],
  metadata: {
    name: 'My dapp',
    description: 'Does things',
    url: 'https://dapp.example',
    icons: ['https://dapp.example/icon.png'],
  },
}

function errorOf(input: unknown): KitError {
  try {
    validateOptions(input)
  } catch (error) {
    if (error instanceof KitError) return error
    throw error
  }
  throw new Error('validateOptions accepted the input')
}

function expectInvalid(patch: Record<string, unknown>, option: string) {
  const error = errorOf({ ...valid, ...patch })
  expect(error.code).toBe('INVALID_OPTION')
  expect(error.shortMessage).toBe(`Invalid option ${option}`)
  expect(error.longMessage).toBeTruthy()
  return error
}

describe('validateOptions accepts', () => {
  it('a minimal and a full valid set of options', () => {
    expect(() => validateOptions({ networks: [mainnet] })).not.toThrow()
    expect(() =>
      validateOptions({
        ...valid,
        adapters: [adapter('eip155'), adapter('solana')],
        networks: [mainnet, base, solana],
        defaultNetwork: base,
        projectId: 'a01b2c3d4e5f',
        sdkType: 'gangway',
        sdkVersion: 'react-1.0.0',
        features: {
          swaps: false,
          socials: ['github', 'google'],
          connectMethodsOrder: ['wallet', 'social', 'email'],
          connectorTypeOrder: ['injected', 'walletConnect'],
          legalCheckbox: true,
        },
        customWallets: [
          {
            id: 'my-wallet',
            name: 'My Wallet',
            homepage: 'https://wallet.example',
            image_url: 'https://wallet.example/icon.png',
            mobile_link: 'mywallet://',
          },
        ],
        includeWalletIds: ['a'],
        excludeWalletIds: ['b'],
        featuredWalletIds: ['c'],
        tokens: { 'eip155:1': { address: '0xabc', image: 'https://token.example/t.png' } },
        termsConditionsUrl: 'https://dapp.example/terms',
        privacyPolicyUrl: 'http://localhost:3000/privacy',
        siwx,
        enableEmbedded: true,
        allowUnsupportedChain: true,
        defaultAccountTypes: { eip155: 'eoa', bip122: 'ordinal' },
        themeMode: 'light',
        themeVariables: { '--gw-accent': '#ff0000', '--gw-z-index': 100 },
        preloadModal: 'intent',
        enableWalletConnect: false,
        relayUrl: 'wss://relay.local:5555',
        walletDirectory: { url: 'https://wallets.example/api', wallets: [{ id: 'x', name: 'X' }] },
        storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
        debug: true,
      }),
    ).not.toThrow()
    expect(() =>
      validateOptions({ ...valid, walletDirectory: false, features: { socials: false } }),
    ).not.toThrow()
    for (const preloadModal of ['idle', 'intent', false])
      expect(() => validateOptions({ ...valid, preloadModal })).not.toThrow()
  })
})

describe('validateOptions rejects, naming the option', () => {
  it('a non-object', () => {
    expect(errorOf(null).shortMessage).toBe('Invalid option options')
  })

  it('unknown options and unknown feature keys', () => {
    expectInvalid({ featuredWalletIDs: ['a'] }, 'featuredWalletIDs')
    expectInvalid({ features: { swap: false } }, 'features.swap')
  })

  it('networks: missing, empty, bad entries, duplicates', () => {
    expect(errorOf({ metadata: valid.metadata }).shortMessage).toBe('Invalid option networks')
    expectInvalid({ networks: [] }, 'networks')
    expectInvalid(
      { networks: [{ ...mainnet, caipNetworkId: 'eip155:2' }] },
      'networks[0].caipNetworkId',
    )
    expectInvalid(
      { networks: [mainnet, { ...base, chainNamespace: 'cosmos' }] },
      'networks[1].chainNamespace',
    )
    expectInvalid({ networks: [{ ...mainnet, name: '' }] }, 'networks[0].name')
    expectInvalid(
      { networks: [{ ...mainnet, id: -1, caipNetworkId: 'eip155:-1' }] },
      'networks[0].id',
    )
    expectInvalid(
      { networks: [{ ...mainnet, nativeCurrency: { name: 'E', symbol: 'E', decimals: 1.5 } }] },
      'networks[0].nativeCurrency.decimals',
    )
    expectInvalid(
      { networks: [{ ...mainnet, rpcUrls: { default: { http: ['ftp://rpc'] } } }] },
      'networks[0].rpcUrls.default.http[0]',
    )
    expectInvalid({ networks: [mainnet, network('eip155', 1)] }, 'networks[1]')
  })

  it('the caipNetworkId rule in words', () => {
    const error = expectInvalid(
      { networks: [{ ...mainnet, caipNetworkId: 'eip155:2' }] },
      'networks[0].caipNetworkId',
    )
    expect(error.longMessage).toBe(
      `networks[0].caipNetworkId is "eip155:2"; expected 'eip155:1' (chainNamespace:id).`,
    )
  })

  it('a defaultNetwork that is not in networks', () => {
    expectInvalid({ defaultNetwork: solana }, 'defaultNetwork')
  })

  it('adapters: not an array, no family, a broken family, missing method, two per namespace', () => {
    expectInvalid({ adapters: adapter('eip155') }, 'adapters')
    expectInvalid({ adapters: [{ ...adapter('eip155'), family: undefined }] }, 'adapters[0].family')
    expectInvalid(
      { adapters: [{ ...adapter('eip155'), family: { namespace: 'Not A Namespace' } }] },
      'adapters[0].family',
    )
    expectInvalid(
      { adapters: [{ ...adapter('eip155'), family: { namespace: 'cosmos' } }] },
      'adapters[0].family.name',
    )
    expectInvalid(
      { adapters: [{ ...adapter('eip155'), connect: undefined }] },
      'adapters[0].connect',
    )
    expectInvalid({ adapters: [adapter('eip155'), adapter('eip155')] }, 'adapters[1]')
  })

  it('features: non-boolean flags, bad socials and orders', () => {
    expectInvalid({ features: { swaps: 'yes' } }, 'features.swaps')
    expectInvalid({ features: { legalCheckbox: 1 } }, 'features.legalCheckbox')
    expectInvalid({ features: { socials: ['myspace'] } }, 'features.socials')
    expectInvalid({ features: { socials: ['x', 'x'] } }, 'features.socials')
    expectInvalid(
      { features: { connectMethodsOrder: ['wallet', 'phone'] } },
      'features.connectMethodsOrder',
    )
    expectInvalid({ features: { connectMethodsOrder: [] } }, 'features.connectMethodsOrder')
    expectInvalid({ features: { connectorTypeOrder: ['usb'] } }, 'features.connectorTypeOrder')
  })

  it('projectId, sdkType, sdkVersion', () => {
    expectInvalid({ projectId: '' }, 'projectId')
    expectInvalid({ projectId: 'has space' }, 'projectId')
    expectInvalid({ sdkType: 3 }, 'sdkType')
    expectInvalid({ sdkVersion: '' }, 'sdkVersion')
  })

  it('metadata: every field', () => {
    expectInvalid({ metadata: 'My dapp' }, 'metadata')
    expectInvalid({ metadata: { ...valid.metadata, name: '' } }, 'metadata.name')
    expectInvalid({ metadata: { ...valid.metadata, description: 5 } }, 'metadata.description')
    expectInvalid({ metadata: { ...valid.metadata, url: 'dapp.example' } }, 'metadata.url')
    expectInvalid({ metadata: { ...valid.metadata, url: 'javascript:alert(1)' } }, 'metadata.url')
    expectInvalid({ metadata: { ...valid.metadata, icons: 'x' } }, 'metadata.icons')
    expectInvalid(
      { metadata: { ...valid.metadata, icons: ['ftp://x/i.png'] } },
      'metadata.icons[0]',
    )
    expectInvalid({ metadata: { ...valid.metadata, extra: 1 } }, 'metadata.extra')
  })

  it('customWallets', () => {
    expectInvalid({ customWallets: {} }, 'customWallets')
    expectInvalid({ customWallets: [{ name: 'No id' }] }, 'customWallets[0].id')
    expectInvalid({ customWallets: [{ id: 'w' }] }, 'customWallets[0].name')
    expectInvalid(
      { customWallets: [{ id: 'w', name: 'W', homepage: 'javascript:alert(1)' }] },
      'customWallets[0].homepage',
    )
    expectInvalid(
      { customWallets: [{ id: 'w', name: 'W', mobile_link: 'javascript:alert(1)' }] },
      'customWallets[0].mobile_link',
    )
    // The one URL check: control characters, data: links, http to another machine.
    expectInvalid(
      { customWallets: [{ id: 'w', name: 'W', desktop_link: '\u0001javascript://%0aalert(1)' }] },
      'customWallets[0].desktop_link',
    )
    expectInvalid(
      { customWallets: [{ id: 'w', name: 'W', mobile_link: 'data:text/html,x' }] },
      'customWallets[0].mobile_link',
    )
    expectInvalid(
      { customWallets: [{ id: 'w', name: 'W', webapp_link: 'http://wallet.example' }] },
      'customWallets[0].webapp_link',
    )
    expectInvalid(
      { customWallets: [{ id: 'w', name: 'W', image_url: 'http://wallet.example/i.png' }] },
      'customWallets[0].image_url',
    )
    expect(() =>
      validateOptions({
        ...valid,
        customWallets: [
          { id: 'w', name: 'W', mobile_link: 'w:', desktop_link: 'w://', webapp_link: null },
        ],
      }),
    ).not.toThrow()
    expectInvalid(
      {
        customWallets: [
          { id: 'w', name: 'W' },
          { id: 'w', name: 'W2' },
        ],
      },
      'customWallets[1].id',
    )
  })

  it('wallet id lists must be arrays of strings', () => {
    expectInvalid({ includeWalletIds: 'a' }, 'includeWalletIds')
    expectInvalid({ excludeWalletIds: [1] }, 'excludeWalletIds')
    expectInvalid({ featuredWalletIds: ['a', 'a'] }, 'featuredWalletIds')
  })

  it('tokens', () => {
    expectInvalid({ tokens: [] }, 'tokens')
    expectInvalid({ tokens: { '1': { address: '0x1' } } }, 'tokens.1')
    expectInvalid({ tokens: { 'eip155:1': { address: '' } } }, 'tokens.eip155:1.address')
    expectInvalid(
      { tokens: { 'eip155:1': { address: '0x1', image: 'x' } } },
      'tokens.eip155:1.image',
    )
  })

  it('legal URLs must be http(s)', () => {
    expectInvalid({ termsConditionsUrl: 'ftp://terms' }, 'termsConditionsUrl')
    expectInvalid({ privacyPolicyUrl: '/privacy' }, 'privacyPolicyUrl')
    // Opened as links: https, or http on this machine; no control or space characters.
    expectInvalid({ termsConditionsUrl: 'http://dapp.example/terms' }, 'termsConditionsUrl')
    expectInvalid({ privacyPolicyUrl: 'https://dapp.example/\u2028' }, 'privacyPolicyUrl')
    expectInvalid({ privacyPolicyUrl: 'javascript:alert(1)' }, 'privacyPolicyUrl')
    expect(() =>
      validateOptions({
        ...valid,
        termsConditionsUrl: 'https://dapp.example/terms',
        privacyPolicyUrl: 'http://127.0.0.1:5173/privacy',
      }),
    ).not.toThrow()
  })

  it('explorer links go through the URL check', () => {
    const explorer = (url: string) => ({
      ...mainnet,
      blockExplorers: { default: { name: 'Scan', url } },
    })
    expectInvalid(
      { networks: [explorer('javascript:alert(1)')] },
      'networks[0].blockExplorers.default.url',
    )
    expectInvalid(
      { networks: [explorer('\u0000https://scan.example')] },
      'networks[0].blockExplorers.default.url',
    )
    expect(() => validateOptions({ networks: [explorer('https://etherscan.io')] })).not.toThrow()
  })

  it('siwx must have its methods', () => {
    expectInvalid({ siwx: {} }, 'siwx.createMessage')
    expectInvalid({ siwx: { ...siwx, getSessions: 'no' } }, 'siwx.getSessions')
    expectInvalid({ siwx: { ...siwx, getRequired: true } }, 'siwx.getRequired')
  })

  it('siweConfig and siwx both set: the catalogue error', () => {
    const error = errorOf({ ...valid, siwx, siweConfig: {} })
    expect(error.code).toBe('SIWX_AND_SIWE_BOTH_SET')
    expect(error.shortMessage).toBe('Both siweConfig and siwx are set')
  })

  it('boolean options', () => {
    expectInvalid({ enableEmbedded: 'true' }, 'enableEmbedded')
    expectInvalid({ allowUnsupportedChain: 1 }, 'allowUnsupportedChain')
    expectInvalid({ enableWalletConnect: null }, 'enableWalletConnect')
    expectInvalid({ debug: 'yes' }, 'debug')
  })

  it('defaultAccountTypes', () => {
    expectInvalid({ defaultAccountTypes: { cosmos: 'eoa' } }, 'defaultAccountTypes.cosmos')
    expectInvalid({ defaultAccountTypes: { solana: 'smartAccount' } }, 'defaultAccountTypes.solana')
    expectInvalid({ defaultAccountTypes: { eip155: 'payment' } }, 'defaultAccountTypes.eip155')
  })

  it('theme', () => {
    expectInvalid({ themeMode: 'blue' }, 'themeMode')
    expectInvalid({ themeVariables: { accent: 'red' } }, 'themeVariables.accent')
    expectInvalid(
      { themeVariables: { '--gw-accent': 'red;}body{x:y' } },
      'themeVariables.--gw-accent',
    )
    // Nothing that loads from elsewhere or escapes its way out of the declaration.
    for (const value of [
      'url(https://tracker.example/p.png)',
      'image-set("a.png" 1x)',
      'red\\3b color: blue',
      '@import "x"',
      'expression(alert(1))',
      'red\u0000',
      'a'.repeat(201),
    ])
      expectInvalid({ themeVariables: { '--gw-accent': value } }, 'themeVariables.--gw-accent')
    expect(() =>
      validateOptions({
        ...valid,
        themeVariables: {
          '--gw-accent': 'color-mix(in srgb, #3461e8 60%, white)',
          '--gw-font-family': "'Inter', ui-sans-serif",
          '--gw-z-index': 10,
        },
      }),
    ).not.toThrow()
  })

  it("nonce: the page's CSP nonce, base64 only", () => {
    expect(() => validateOptions({ ...valid, nonce: 'rAnd0mN0nce+/=' })).not.toThrow()
    expectInvalid({ nonce: 42 }, 'nonce')
    expectInvalid({ nonce: 'short' }, 'nonce')
    expectInvalid({ nonce: "abcdefgh' 'unsafe-inline" }, 'nonce')
    expectInvalid({ nonce: 'abcdefgh;script-src *' }, 'nonce')
  })

  it('preloadModal', () => {
    for (const preloadModal of [true, 'eager', 'Idle', 0, null])
      expectInvalid({ preloadModal }, 'preloadModal')
    expect(errorOf({ ...valid, preloadModal: 'eager' }).longMessage).toContain(
      `preloadModal is "eager"; expected 'idle', 'intent' or false.`,
    )
  })

  it('swapApiUrl must be http(s); swapNetworks CAIP-2 ids without duplicates', () => {
    expectInvalid({ swapApiUrl: 'ftp://swap.example' }, 'swapApiUrl')
    expectInvalid({ swapApiUrl: '/swap' }, 'swapApiUrl')
    expectInvalid({ swapNetworks: 'eip155:31337' }, 'swapNetworks')
    expectInvalid({ swapNetworks: ['eip155:31337', 'eip155:31337'] }, 'swapNetworks')
    expect(expectInvalid({ swapNetworks: ['31337'] }, 'swapNetworks[0]').longMessage).toBe(
      `swapNetworks[0] is "31337"; expected a CAIP-2 network id like 'eip155:31337'.`,
    )
    expectInvalid({ swapNetworks: ['eip155:1:0xabc'] }, 'swapNetworks[0]')
    expect(() =>
      validateOptions({
        ...valid,
        swapApiUrl: 'http://127.0.0.1:8787',
        swapNetworks: ['eip155:31337', 'eip155:31338'],
      }),
    ).not.toThrow()
  })

  it('relayUrl, walletDirectory, storage', () => {
    expectInvalid({ relayUrl: 'https://relay.example' }, 'relayUrl')
    expectInvalid({ walletDirectory: { url: 'ftp://wallets' } }, 'walletDirectory.url')
    expectInvalid(
      { walletDirectory: { wallets: [{ id: 'x' }] } },
      'walletDirectory.wallets[0].name',
    )
    expectInvalid({ walletDirectory: 'https://wallets' }, 'walletDirectory')
    expectInvalid({ storage: { getItem: () => null } }, 'storage.setItem')
  })
})
