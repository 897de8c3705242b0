import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createSolanaTestWallet } from '@gangway/testing/solana'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { discoverSolanaConnectors } from './discovery.js'
import { useSolanaValidator } from './testing/solanaHarness.testing.js'

const { loadAdapter } = useSolanaValidator()

afterEach(() => {
  vi.unstubAllGlobals()
})

const ids = (connectors: { id: string; type: string }[]) =>
  connectors.map((c) => `${c.id}:${c.type}`)

describe('Solana discovery: deep links when no wallet is injected (spec §7)', () => {
  it('offers the wallet apps on a mobile browser without a wallet', () => {
    expect(
      ids(discoverSolanaConnectors({ wallets: [], window: {}, isMobile: () => true })),
    ).toEqual([
      'deeplink:phantom:EXTERNAL',
      'deeplink:solflare:EXTERNAL',
      'deeplink:backpack:EXTERNAL',
      'deeplink:coinbase:EXTERNAL',
      'walletConnect:WALLET_CONNECT',
    ])
  })

  it("names each wallet app by its id in the kit's wallet directory (its logo, no second row)", () => {
    const catalogue: { id: string }[] = JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../core/src/directory/catalogue.json', import.meta.url)),
        'utf8',
      ),
    )
    const ids = new Set(catalogue.map((wallet) => wallet.id))
    const apps = discoverSolanaConnectors({ wallets: [], window: {}, isMobile: () => true })
      .filter((connector) => connector.type === 'EXTERNAL')
      .map((connector) => connector.explorerId)
    expect(apps).toEqual(['phantom', 'solflare', 'backpack', 'coinbase-wallet'])
    for (const id of apps) expect(ids, id).toContain(id)
  })

  it('offers none on a desktop browser, when a wallet is there, or when the host opts out', () => {
    const wallet = createSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:1' })
    const mobile = () => true
    expect(
      ids(discoverSolanaConnectors({ wallets: [], window: {}, isMobile: () => false })),
    ).toEqual(['walletConnect:WALLET_CONNECT'])
    expect(
      ids(discoverSolanaConnectors({ wallets: [wallet], window: {}, isMobile: mobile })),
    ).toEqual([`${wallet.name}:ANNOUNCED`, 'walletConnect:WALLET_CONNECT'])
    expect(
      ids(
        discoverSolanaConnectors({ wallets: [], window: {}, isMobile: mobile, deepLinks: false }),
      ),
    ).toEqual(['walletConnect:WALLET_CONNECT'])
    expect(
      ids(
        discoverSolanaConnectors({
          wallets: [],
          window: {},
          isMobile: mobile,
          deepLinks: ['solflare'],
        }),
      ),
    ).toEqual(['deeplink:solflare:EXTERNAL', 'walletConnect:WALLET_CONNECT'])
  })

  it('detects a phone from the user agent by default', () => {
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148',
    })
    expect(ids(discoverSolanaConnectors({ wallets: [], window: {} }))).toContain(
      'deeplink:phantom:EXTERNAL',
    )
  })

  it('connecting to a deep-link connector opens the dapp in the wallet app', async () => {
    vi.stubGlobal('location', { href: 'https://dapp.example/trade?pair=SOL' })
    const openUrl = vi.fn()
    const adapter = loadAdapter({ isMobile: () => true, openUrl, window: {} })
    const settled = vi.fn()
    void adapter.connect({ id: 'deeplink:phantom' }).then(settled, settled)
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledOnce())
    expect(openUrl).toHaveBeenCalledWith(
      'https://phantom.app/ul/browse/https%3A%2F%2Fdapp.example%2Ftrade%3Fpair%3DSOL?ref=https%3A%2F%2Fdapp.example',
    )
    // The page is leaving for the wallet's browser: the connect neither resolves nor fails.
    await Promise.resolve()
    expect(settled).not.toHaveBeenCalled()
    expect(await adapter.restore({ id: 'deeplink:phantom' })).toBeNull()
  })
})
