import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TIMING } from '../constants.js'
import { type LocalServer, startLocalServer } from '../http/localServer.testing.js'
import type { WalletListing } from '../types/connector.js'
import { isSafeLink } from '../validators/links.js'
import { MAX_WALLET_NAME_LENGTH } from '../validators/walletInfo.js'
import catalogue from './catalogue.json' with { type: 'json' }
import { parseWalletListing } from './listing.js'
import { createRemoteDirectorySource, createStaticDirectorySource } from './sources.js'
import { createWalletDirectory } from './walletDirectory.js'

/** What a hostile directory serves (the review's findings, and more). */
const HOSTILE = [
  { id: 'ctl', name: 'Control', desktop_link: '\u0001javascript://%0awindow.__pwned=1' },
  { id: 'js', name: 'Script', mobile_link: 'javascript:alert(1)', webapp_link: 'javascript:x' },
  { id: 'data', name: 'Data', webapp_link: 'data:text/html,<script>1</script>' },
  { id: 'http', name: 'Plain http', webapp_link: 'http://wallet.example/', homepage: 'http://x.y' },
  { id: 'huge', name: `Huge ${'W'.repeat(100_000)}` },
  { id: 'bidi', name: '\u202eteKsaMateM\u202c\u0000 \n Wallet' },
  { id: 'chains', name: 'String chains', chains: 'eip155:1' },
  { id: 'badchains', name: 'Bad chains', chains: [42, {}, 'not a chain'] },
  { id: 'rdns', name: 'Bad rdns', rdns: 'io.metamask\u0000', image_url: 'http://t.example/p.png' },
  { id: 42, name: 'Numeric id' },
  { id: 'noname', name: ' \u200b ' },
  { id: 'proto', name: 'Proto', __proto__: { mobile_link: 'javascript:x' } },
  'not an object',
  null,
] as unknown[]

const OK = { id: 'ok', name: 'Fine', chains: ['eip155:*'], webapp_link: 'https://ok.example/' }

describe('wallet listings are parsed when they arrive (any source)', () => {
  it('drops listings without a usable id, name or chains, and unsafe fields of the rest', () => {
    const parsed = HOSTILE.map(parseWalletListing)
    const byId = new Map(parsed.flatMap((l) => (l ? [[l.id, l] as const] : [])))
    expect([...byId.keys()].sort()).toEqual([
      'bidi',
      'ctl',
      'data',
      'http',
      'huge',
      'js',
      'proto',
      'rdns',
    ])
    expect(byId.get('ctl')).toEqual({ id: 'ctl', name: 'Control' })
    expect(byId.get('js')).toEqual({ id: 'js', name: 'Script' })
    expect(byId.get('data')).toEqual({ id: 'data', name: 'Data' })
    expect(byId.get('http')).toEqual({ id: 'http', name: 'Plain http' })
    expect(byId.get('rdns')).toEqual({ id: 'rdns', name: 'Bad rdns' })
    expect(byId.get('proto')).toEqual({ id: 'proto', name: 'Proto' })
    expect([...byId.get('huge')!.name].length).toBe(MAX_WALLET_NAME_LENGTH)
    expect(byId.get('bidi')!.name).toBe('teKsaMateM Wallet')
  })

  it('keeps every field of a good listing, bare app schemes included', () => {
    const good = {
      id: 'trust',
      name: 'Trust Wallet',
      image_id: 'abc-1',
      image_url: 'https://img.example/t.png',
      rdns: 'com.trustwallet.app',
      chains: ['eip155:*', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      homepage: 'https://trustwallet.com',
      mobile_link: 'trust:',
      desktop_link: 'trust://',
      webapp_link: 'https://app.trust.example/',
      app_store: 'https://apps.apple.com/app/x',
      play_store: 'https://play.google.com/store/apps/details?id=x',
    }
    expect(parseWalletListing(good)).toEqual(good)
  })

  it('keeps the whole bundled catalogue', () => {
    for (const listing of catalogue) expect(parseWalletListing(listing)).toEqual(listing)
  })

  it('a host list with a string `chains` never throws inside search', async () => {
    const source = createStaticDirectorySource([...HOSTILE, OK] as WalletListing[])
    const page = await source.fetchWallets({
      page: 1,
      entries: 40,
      search: 'i',
      chains: ['eip155:1'],
    })
    expect(page.data.map((w) => w.id)).toContain('ok')
    for (const wallet of page.data) {
      for (const link of [wallet.mobile_link, wallet.desktop_link])
        if (link) expect(isSafeLink(link.includes(':') ? link : `${link}:`, 'app')).toBe(true)
      if (wallet.webapp_link) expect(isSafeLink(wallet.webapp_link)).toBe(true)
    }
  })
})

describe('a remote directory that lies', () => {
  let server: LocalServer
  let served: unknown
  beforeAll(async () => {
    server = await startLocalServer()
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(served))
    })
  })
  afterAll(() => server.close())

  const directory = () =>
    createWalletDirectory({
      source: createRemoteDirectorySource({ url: `${server.baseUrl}/wallets` }),
      getChains: () => ['eip155:1'],
      getInstalled: () => ({ rdns: [], ids: [] }),
      getRecent: () => [],
    })

  it('parses every listing of a page and reads at most the page size', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ id: `w${i}`, name: `W ${i}` }))
    served = { data: [...HOSTILE, ...many], count: 'lots' }
    const page = await directory().getWallets({ page: 1 })
    expect(page.data.length).toBeLessThanOrEqual(40)
    expect(page.data.map((w) => w.id)).not.toContain('w39')
    expect(page.data.find((w) => w.id === 'ctl')).toEqual({ id: 'ctl', name: 'Control' })
  })

  it('a short page is the last one, whatever the count says', async () => {
    served = { data: [OK, { ...OK, id: 'ok2' }], count: 1_000_000 }
    const page = await directory().getWallets({ page: 1 })
    expect(page).toMatchObject({ last: true, count: 2 })
    served = { data: Array.from({ length: 40 }, (_, i) => ({ ...OK, id: `p${i}` })), count: 1e9 }
    const full = await directory().getWallets({ page: 3 })
    expect(full.last).toBe(false)
    expect(full.count).toBeLessThanOrEqual(10_000)
    served = { data: [], count: Number.MAX_SAFE_INTEGER }
    expect(await directory().getWallets({ page: 4 })).toMatchObject({ last: true, count: 120 })
  })

  it('a request that never ends fails after the time limit, with the catalogue error', async () => {
    expect(TIMING.DIRECTORY_TIMEOUT_MS).toBe(10_000)
    const hung = await startLocalServer()
    hung.handle(() => {})
    try {
      const source = createRemoteDirectorySource({ url: `${hung.baseUrl}/wallets`, timeoutMs: 200 })
      const started = Date.now()
      await expect(source.fetchWallets({ page: 1, entries: 40 })).rejects.toMatchObject({
        code: 'REQUEST_FAILED',
        shortMessage: 'Something went wrong',
      })
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      await hung.close()
    }
  })

  it('an answer that is not a page at all is an empty last page', async () => {
    for (const answer of [null, 'x', 42, { data: 'x' }, { data: { 0: OK } }]) {
      served = answer
      expect(await directory().getWallets({ page: 1 })).toMatchObject({ data: [], last: true })
    }
  })
})
