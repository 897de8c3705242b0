import '../testing/dom.testing.js'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { WalletListing } from '@gangway/core'
import type { CaipNetwork } from '@gangway/core/adapter'
import { safeImageUrl } from '@gangway/core/shell'
import { networks as iconNetworks, wallets as iconWallets } from '@web3icons/common'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bitcoinNetworks } from '../../../adapter-bitcoin/src/networks.js'
import { kusama, polkadot, westend } from '../../../adapter-polkadot/src/networks.js'
import { SOLANA_NETWORKS, solanaLocalnet } from '../../../adapter-solana/src/networks.js'
import { ton, tonTestnet } from '../../../adapter-ton/src/networks.js'
import { GangwayProvider } from '../components/GangwayProvider.js'
import { NetworkButton } from '../components/NetworkButton.js'
import { defineGangwayElements } from '../elements/defineElements.js'
import { inModal, openModal } from '../testing/modal.testing.js'
import { render, settle } from '../testing/render.testing.js'
import { base, connect, createTestKit, mainnet, network } from '../testing/testKit.testing.js'
import { MonogramPaletteContext } from '../ui/monogramPalette.js'
import { NetworkIcon } from '../ui/NetworkIcon.js'
import { WalletImage } from '../ui/WalletImage.js'
import { monogramBackground, monogramHueIndex } from '../utils/monogram.js'
import { builtInIcon, loadBuiltInIcon, svgDataUrl, withWalletIcons } from './builtInIcons.js'
import { EVM_NETWORK_ICONS, networkIconLoader } from './networkIcons.js'
import { WALLET_ICONS } from './walletIcons.js'

const CATALOGUE: WalletListing[] = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../core/src/directory/catalogue.json', import.meta.url)),
    'utf8',
  ),
)
const SVG_URL = /^data:image\/svg\+xml,%3Csvg%20/

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.replaceChildren()
})

/** Catalogue wallets shown with their maker's logo under another name. */
const SAME_BRAND: Record<string, string> = { 'mew-wallet': 'my-ether-wallet' }

const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'wallet')

describe('built-in wallet logos (the bundled catalogue)', () => {
  it('every mapped id is a catalogue wallet, and @web3icons names the same wallet', () => {
    const ids = new Set(CATALOGUE.map((wallet) => wallet.id))
    for (const id of Object.keys(WALLET_ICONS)) {
      expect(ids, id).toContain(id)
      const source = String(WALLET_ICONS[id]).match(/wallets\/background\/([\w-]+)\.svg\.js/)?.[1]
      const listed = iconWallets.find((wallet) => wallet.id === source)
      expect(listed, `${id} → ${source}`).toBeDefined()
      const catalogueName = CATALOGUE.find((wallet) => wallet.id === id)!.name
      // Same brand: the two names share a word ('Trust Wallet' / 'trust wallet', 'MEW wallet' /
      // 'MyEtherWallet' by its id), so a mapping cannot point at another wallet's logo.
      if (SAME_BRAND[id] === source) continue
      const theirs = [...words(listed!.name), ...words(source!.replace(/-/g, ''))]
      const ours = [...words(catalogueName), ...words(id.replace(/-/g, ''))]
      expect(
        ours.some((word) =>
          theirs.some((other) => other.startsWith(word) || word.startsWith(other)),
        ),
        `${catalogueName} vs ${listed!.name}`,
      ).toBe(true)
    }
  })

  it("the catalogue's wallets with a logo resolve to an optimised SVG image", async () => {
    const ids = CATALOGUE.map((wallet) => wallet.id).filter((id) => id in WALLET_ICONS)
    // The catalogue's head (Connect's featured and recommended) and 40+ wallets in all.
    expect(ids.length).toBeGreaterThanOrEqual(40)
    for (const id of ['metamask', 'trust-wallet', 'coinbase-wallet', 'rainbow', 'phantom'])
      expect(ids).toContain(id)
    for (const id of ids) {
      const url = await loadBuiltInIcon('wallet', id)
      expect(url, id).toMatch(SVG_URL)
      expect(safeImageUrl(url), id).toBe(url)
      expect(decodeURIComponent(url!.slice('data:image/svg+xml,'.length))).not.toMatch(/>\s+</)
      // Small: each under 4 KB as a URL (the largest, Rainbow's, ≈ 3.6 KB of SVG).
      expect(url!.length, id).toBeLessThan(9_000)
      expect(builtInIcon('wallet', id)).toBe(url)
    }
  })

  it('listings get the logo with the list, keep their own image, and unknown ids stay bare', async () => {
    const listings: WalletListing[] = [
      { id: 'metamask', name: 'MetaMask' },
      { id: 'trust-wallet', name: 'Trust Wallet', image_url: 'https://example.com/trust.png' },
      { id: 'no-such-wallet', name: 'Nobody' },
    ]
    const [metamask, trust, nobody] = await withWalletIcons(listings)
    expect(metamask?.image_url).toMatch(SVG_URL)
    expect(trust?.image_url).toBe('https://example.com/trust.png')
    expect(nobody?.image_url).toBeUndefined()
    expect(await loadBuiltInIcon('wallet', 'no-such-wallet')).toBeNull()
  })
})

describe('built-in network logos', () => {
  const builtIn: CaipNetwork[] = [
    ...SOLANA_NETWORKS,
    solanaLocalnet(),
    ...bitcoinNetworks,
    polkadot,
    westend,
    ton,
    tonTestnet,
    mainnet,
    base,
    network(10, 'OP Mainnet'),
    network(137, 'Polygon'),
    network(42161, 'Arbitrum One'),
    network(11155111, 'Sepolia'),
  ]

  it.each(builtIn.map((item) => [item.name, item.caipNetworkId]))(
    '%s (%s) resolves to an SVG image',
    async (_name, caipNetworkId) => {
      const url = await loadBuiltInIcon('network', caipNetworkId)
      expect(url).toMatch(SVG_URL)
      expect(safeImageUrl(url)).toBe(url)
    },
  )

  it('a network with no logo (a local anvil chain, Kusama, a malformed id) has none', async () => {
    expect(await loadBuiltInIcon('network', 'eip155:31337')).toBeNull()
    expect(await loadBuiltInIcon('network', kusama.caipNetworkId)).toBeNull()
    expect(networkIconLoader('eip155')).toBeUndefined()
    expect(networkIconLoader('eip155:toString')).toBeUndefined()
  })

  it("every eip155 chain id names the network @web3icons files under that id (a testnet: its mainnet's logo)", () => {
    for (const [chainId, load] of Object.entries(EVM_NETWORK_ICONS)) {
      const file = String(load).match(/networks\/background\/([\w-]+)\.svg\.js/)?.[1]
      const listed = iconNetworks.find((item) => String(item.chainId) === chainId)
      expect(listed, `eip155:${chainId}`).toBeDefined()
      expect(listed!.filePath, `eip155:${chainId}`).toBe(`network:${file}`)
    }
  })

  it('svgDataUrl drops the indentation and encodes the markup', () => {
    expect(svgDataUrl('<svg a="1">\n  <path/>\n</svg>\n')).toBe(
      `data:image/svg+xml,${encodeURIComponent('<svg a="1"><path/></svg>')}`,
    )
  })
})

describe('monogram fallback', () => {
  it('a wallet image that fails to load shows the monogram instead', async () => {
    const view = await render(
      <WalletImage src="https://example.com/broken.png" name="Trust Wallet" />,
    )
    cleanups.push(view.unmount)
    const img = view.container.querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://example.com/broken.png')
    await settle(() => img.dispatchEvent(new Event('error')))
    expect(view.container.querySelector('img')).toBeNull()
    expect(view.container.textContent).toBe('TW')
    expect(view.container.querySelector('.gw-image')?.getAttribute('data-monogram')).toBe('true')
  })

  it('a network whose image fails, or that has none, shows the neutral chain glyph, no letters, at every size', async () => {
    const broken = { ...network(31337, 'Anvil'), assets: { imageUrl: 'https://example.com/x.png' } }
    const view = await render(
      <>
        <NetworkIcon network={broken} size={18} />
        <NetworkIcon network={network(31337, 'Anvil')} size={24} />
        <NetworkIcon network={network(31338, 'Anvil Two')} size={40} />
      </>,
    )
    cleanups.push(view.unmount)
    await settle(() => view.container.querySelector('img')!.dispatchEvent(new Event('error')))
    await vi.waitFor(() => {
      const icons = [...view.container.querySelectorAll<HTMLElement>('.gw-network-icon')]
      expect(icons.map((icon) => icon.textContent)).toEqual(['', '', ''])
      expect(icons.map((icon) => icon.hasAttribute('data-monogram'))).toEqual([false, false, false])
      expect(
        icons.map((icon) =>
          icon.querySelector('[data-testid="network-glyph"]')?.getAttribute('width'),
        ),
      ).toEqual(['11', '15', '25'])
    })
  })

  it('inside the modal a monogram takes its colours from the stylesheet (data-hue), elsewhere from its own style', async () => {
    const names = ['Trust Wallet', 'Zerion', 'Wallet 0042']
    const view = await render(
      <>
        <div data-testid="modal">
          <MonogramPaletteContext.Provider value={true}>
            {names.map((name) => (
              <WalletImage key={name} name={name} />
            ))}
          </MonogramPaletteContext.Provider>
        </div>
        <div data-testid="page">
          {names.map((name) => (
            <WalletImage key={name} name={name} />
          ))}
        </div>
      </>,
    )
    cleanups.push(view.unmount)
    const images = (where: string) => [
      ...view.container.querySelectorAll<HTMLElement>(`[data-testid="${where}"] .gw-image`),
    ]
    expect(images('modal').map((image) => image.getAttribute('data-hue'))).toEqual(
      names.map((name) => String(monogramHueIndex(name))),
    )
    expect(images('modal').map((image) => image.getAttribute('style'))).toEqual([null, null, null])
    expect(images('page').map((image) => image.hasAttribute('data-hue'))).toEqual([
      false,
      false,
      false,
    ])
    expect(images('page').map((image) => image.style.background)).toEqual(
      names.map((name) => monogramBackground(name)),
    )
  })

  it('a known network shows a blank circle while its logo loads, never letters', async () => {
    const view = await render(<NetworkIcon network={network(8453, 'Base')} />)
    cleanups.push(view.unmount)
    expect(view.container.textContent).toBe('')
    await vi.waitFor(() =>
      expect(view.container.querySelector('img')?.getAttribute('src')).toMatch(SVG_URL),
    )
  })
})

describe('one network icon everywhere a network shows', () => {
  const logoOf = (root: ParentNode | null | undefined) =>
    root?.querySelector('.gw-network-icon img')?.getAttribute('src')

  it('network button, Networks list and Account pill draw the same icon component and logo', async () => {
    const { kit } = createTestKit()
    await kit.ready
    const view = await render(
      <GangwayProvider kit={kit}>
        <NetworkButton />
      </GangwayProvider>,
    )
    cleanups.push(view.unmount, () => kit.destroy())
    const button = view.container.querySelector('[data-testid="network-button"]')
    await vi.waitFor(() => expect(logoOf(button)).toMatch(SVG_URL))
    const ethereum = logoOf(button)
    expect(ethereum).toBe(await loadBuiltInIcon('network', 'eip155:1'))

    await openModal(kit, { view: 'Networks' })
    await vi.waitFor(() => expect(inModal('.gw-network-icon img')).not.toBeNull())
    const rows = [...(inModal('[role="dialog"]')?.querySelectorAll('li') ?? [])]
    const ethereumRow = rows.find((row) => row.textContent?.includes('Ethereum'))
    expect(logoOf(ethereumRow)).toBe(ethereum)
    await act(async () => kit.close())

    await connect(kit)
    await openModal(kit, { view: 'Account' })
    await vi.waitFor(() =>
      expect(logoOf(inModal('[data-testid="account-network"]'))).toBe(ethereum),
    )
  })

  it('the custom element network button draws the same logo, and the chain glyph for an unknown network', async () => {
    const { kit } = createTestKit({ networks: [mainnet, network(31337, 'Anvil')] })
    await kit.ready
    cleanups.push(() => kit.destroy())
    defineGangwayElements(kit, { connect: 'x-icons-c', network: 'x-icons-n', account: 'x-icons-a' })
    document.body.innerHTML = '<x-icons-n></x-icons-n>'
    const shadow = () => document.querySelector('x-icons-n')!.shadowRoot!
    await vi.waitFor(async () =>
      expect(logoOf(shadow())).toBe(await loadBuiltInIcon('network', 'eip155:1')),
    )
    await kit.switchNetwork(network(31337, 'Anvil'))
    await vi.waitFor(() =>
      expect(
        shadow().querySelector('.gw-network-icon [data-testid="network-glyph"]'),
      ).not.toBeNull(),
    )
    expect(shadow().querySelector('button')?.textContent).toBe('Anvil')
  })

  it('no view draws a network through anything but NetworkIcon', () => {
    const root = fileURLToPath(new URL('..', import.meta.url))
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file),
    )
    const offenders = files.filter((file) =>
      /<WalletImage[^>]*(network|item)\.assets\?\.imageUrl/s.test(
        readFileSync(`${root}/${file}`, 'utf8'),
      ),
    )
    expect(offenders).toEqual([])
    for (const file of ['views/SendPreview/index.tsx', 'views/SwapPreview/index.tsx'])
      expect(readFileSync(`${root}/${file}`, 'utf8')).toContain('<NetworkName network=')
    // The network button imports the same component after its first paint.
    expect(readFileSync(`${root}/components/NetworkButton.tsx`, 'utf8')).toContain(
      "import('../ui/networkIconChunk.js')",
    )
    for (const file of [
      'views/shared/NetworkList.tsx',
      'views/Account/index.tsx',
      'views/Receive/index.tsx',
      'views/SwitchNetwork/index.tsx',
    ])
      expect(readFileSync(`${root}/${file}`, 'utf8')).toContain('<NetworkIcon')
  })
})
