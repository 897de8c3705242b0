import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, testConfig, useTestServers } from '../../testing/testServer.testing.js'

const start = useTestServers()
let url: string

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'

/** 60 ordinary wallets, then listings a hostile or careless operator file could hold. */
const listings = [
  ...Array.from({ length: 60 }, (_, index) => ({
    id: `wallet-${index}`,
    name: `Wallet ${index}`,
    chains: index % 2 ? ['eip155:1'] : ['solana:*'],
    rdns: `io.wallet${index}.app`,
    image_id: index === 0 ? 'wallet-0.svg' : undefined,
    homepage: 'https://wallet.example',
  })),
  { id: 'scripted', name: 'Scripted', desktop_link: '\u0001javascript://%0aalert(1)' },
  { id: 'nameless' },
  { id: 'bad-chains', name: 'Bad chains', chains: 'eip155:1' },
]

beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'gangway-directory-'))
  await mkdir(join(folder, 'images'))
  await writeFile(join(folder, 'images', 'wallet-0.svg'), SVG)
  await writeFile(join(folder, 'listings.json'), JSON.stringify({ data: listings }))
  ;({ url } = await start(
    testConfig({
      directory: { listingsFile: join(folder, 'listings.json'), imagesDir: join(folder, 'images') },
    }),
  ))
}, 60_000)

const get = async (query: string) => {
  const response = await fetch(`${url}/directory?${query}`, { headers: { origin: ORIGIN } })
  return { status: response.status, body: (await response.json()) as any }
}

describe('GET /directory', () => {
  it('pages the listings in file order and counts every match', async () => {
    const first = await get('page=1&entries=40')
    expect(first.status).toBe(200)
    expect(first.body.count).toBe(61)
    expect(first.body.data).toHaveLength(40)
    expect(first.body.data[0].id).toBe('wallet-0')
    const last = await get('page=2&entries=40')
    expect(last.body.data.map((wallet: { id: string }) => wallet.id).slice(-2)).toEqual([
      'wallet-59',
      'scripted',
    ])
    expect((await get('page=9&entries=40')).body).toEqual({ data: [], count: 61 })
  })

  it('drops unsafe links and leaves malformed listings out, as the kit would', async () => {
    const { body } = await get('include=scripted,nameless,bad-chains')
    expect(body.data).toEqual([{ id: 'scripted', name: 'Scripted' }])
  })

  it('filters by search, include, exclude, chains and rdns', async () => {
    expect((await get('search=wallet 1&entries=100')).body.count).toBe(11)
    expect((await get('include=wallet-3,wallet-4&exclude=wallet-4')).body.data).toHaveLength(1)
    // 30 EVM wallets, and 'scripted', which names no chains (taken to support any).
    expect((await get('chains=eip155:1&entries=100')).body.count).toBe(31)
    expect((await get('rdns=io.wallet7.app')).body.data[0].id).toBe('wallet-7')
    expect((await get('excludeRdns=io.wallet7.app&entries=100')).body.count).toBe(60)
  })

  it("serves a listing's image from the images folder, inert", async () => {
    const { body } = await get('include=wallet-0')
    expect(body.data[0].image_url).toBe(`${url}/directory/images/wallet-0.svg`)
    const image = await fetch(body.data[0].image_url, { headers: { origin: ORIGIN } })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await image.text()).toBe(SVG)
  })

  it('answers 400 or 404 for image paths outside the folder or missing', async () => {
    for (const path of ['..%2Flistings.json', '..%2F..%2Fetc%2Fpasswd', 'listings.json']) {
      const response = await fetch(`${url}/directory/images/${path}`, {
        headers: { origin: ORIGIN },
      })
      expect(response.status).toBe(400)
    }
    const missing = await fetch(`${url}/directory/images/none.png`, { headers: { origin: ORIGIN } })
    expect(missing.status).toBe(404)
  })

  it('answers a page asked again from its kept text, still counted by the request limits', async () => {
    const ask = () =>
      fetch(`${url}/directory?page=2&entries=5&chains=eip155:1`, { headers: { origin: ORIGIN } })
    const first = await ask()
    const again = await ask()
    expect(again.status).toBe(200)
    expect(await again.text()).toBe(await first.text())
    for (const header of ['cache-control', 'content-type', 'access-control-allow-origin'])
      expect(again.headers.get(header)).toBe(first.headers.get(header))
    expect(Number(again.headers.get('ratelimit-remaining'))).toBe(
      Number(first.headers.get('ratelimit-remaining')) - 1,
    )
    // A refused query is never kept: refused each time.
    for (let i = 0; i < 2; i++) expect((await get('page=0')).status).toBe(400)
  })

  it.each([
    ['entries=1000', 'entries'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['chains=ethereum', 'chains'],
    ['rdns=<script>', 'rdns'],
    [`search=${'x'.repeat(101)}`, 'search'],
    [`include=${Array.from({ length: 101 }, (_, i) => `w${i}`).join(',')}`, 'include'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await get(query)
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ code: 'INVALID_REQUEST', field })
  })
})
