import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalServer, startLocalServer } from '../http/localServer.testing.js'
import type { WalletListing } from '../types/connector.js'
import { isSafeWalletLink } from '../walletconnect/deepLinks.js'
import catalogue from './catalogue.json' with { type: 'json' }
import { createCatalogueSource, createRemoteDirectorySource } from './sources.js'
import { TOP_WALLETS } from './topWallets.js'

const list = catalogue as WalletListing[]

describe('the bundled catalogue', () => {
  it('is data: unique ids, real names, CAIP chains, safe links', () => {
    expect(list.length).toBeGreaterThanOrEqual(150)
    expect(new Set(list.map((w) => w.id)).size).toBe(list.length)
    const rdns = list.flatMap((w) => (w.rdns ? [w.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const wallet of list) {
      expect(wallet.id).toMatch(/^[a-z0-9-]+$/)
      expect(wallet.name.length).toBeGreaterThan(0)
      expect(wallet.chains?.length).toBeGreaterThan(0)
      for (const chain of wallet.chains ?? [])
        expect(chain).toMatch(/^[-a-z0-9]{3,8}:(\*|[-_a-zA-Z0-9]{1,32})$/)
      expect(wallet.homepage).toMatch(/^https:\/\//)
      for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link])
        if (link) expect(isSafeWalletLink(link)).toBe(true)
      if (wallet.webapp_link) expect(wallet.webapp_link).toMatch(/^https:\/\//)
    }
    const names = list.map((w) => w.name)
    for (const name of [
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
      'Phantom',
      'OKX Wallet',
      'Rabby Wallet',
      'Zerion',
      'Ledger Live',
      'Uniswap Wallet',
      'Argent',
      'Safe',
      'Exodus',
      'Backpack',
      'Solflare',
      'Xverse',
      'Leather',
      'Talisman',
      'SubWallet',
      'Polkadot.js',
    ])
      expect(names).toContain(name)
    expect(list.find((w) => w.id === 'metamask')).toMatchObject({
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
    })
  })

  it('ships its head as TOP_WALLETS, identical and in order', () => {
    expect(TOP_WALLETS.length).toBeGreaterThanOrEqual(8)
    expect(TOP_WALLETS).toEqual(list.slice(0, TOP_WALLETS.length))
  })

  it('is imported only when a query needs it; small first pages are answered from the head', async () => {
    const load = vi.fn(async () => ({ default: list }))
    const source = createCatalogueSource({ load })
    expect(
      source.peekWallets?.({ page: 1, entries: 4, chains: ['eip155:1'] })?.map((w) => w.id),
    ).toEqual(
      list
        .filter((w) => w.chains?.includes('eip155:*'))
        .slice(0, 4)
        .map((w) => w.id),
    )
    // A featured id outside the head, or a later page, needs the catalogue.
    expect(source.peekWallets?.({ page: 1, entries: 4, include: ['polkadot-js'] })).toBeUndefined()
    expect(source.peekWallets?.({ page: 2, entries: 4 })).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
    expect(source.isLoaded()).toBe(false)
    const page = await source.fetchWallets({ page: 1, entries: 40, chains: ['polkadot:91b1'] })
    expect(load).toHaveBeenCalledTimes(1)
    expect(page.data.map((w) => w.name)).toContain('Polkadot.js')
    await source.fetchWallets({ page: 2, entries: 40 })
    expect(load).toHaveBeenCalledTimes(1)
    expect(source.isLoaded()).toBe(true)
  })

  it('loads the real JSON module through the default dynamic import', async () => {
    const source = createCatalogueSource()
    const page = await source.fetchWallets({ page: 1, entries: 40, search: 'rabby' })
    expect(page.data.map((w) => w.id)).toEqual(['rabby-wallet'])
  })
})

describe('a remote directory', () => {
  let server: LocalServer
  beforeAll(async () => {
    server = await startLocalServer()
  })
  afterAll(() => server.close())

  it('sends the contract as query parameters and reads { data, count }', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          data: [{ id: 'a', name: 'A' }, { id: 7, name: 'bad' }, null, { id: 'b', name: 'B' }],
          count: 120,
        }),
      )
    })
    const source = createRemoteDirectorySource({ url: `${server.baseUrl}/wallets` })
    const page = await source.fetchWallets({
      page: 2,
      entries: 40,
      search: ' zer ',
      include: ['a', 'b'],
      exclude: [],
      chains: ['eip155:1', 'solana:5eykt4'],
      rdns: ['io.a'],
      excludeRdns: ['io.metamask'],
    })
    expect(page).toEqual({
      data: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      count: 120,
    })
    const request = server.requests.at(-1)!
    expect(request.url.pathname).toBe('/wallets')
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      page: '2',
      entries: '40',
      search: 'zer',
      include: 'a,b',
      chains: 'eip155:1,solana:5eykt4',
      rdns: 'io.a',
      excludeRdns: 'io.metamask',
    })
  })

  it('rejects with the HTTP wrapper error on a failed status', async () => {
    server.handle((_request, response) => {
      response.writeHead(503)
      response.end()
    })
    const source = createRemoteDirectorySource({ url: `${server.baseUrl}/wallets` })
    await expect(source.fetchWallets({ page: 1, entries: 40 })).rejects.toThrow(
      'HTTP status code: 503',
    )
  })
})
