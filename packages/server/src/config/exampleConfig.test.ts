import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readListingsFile } from '../routes/directory/listings.js'
import { START_TIMEOUT_MS, useTestServers } from '../testing/testServer.testing.js'
import { loadConfigFile } from './parseConfig.js'

const PACKAGE = fileURLToPath(new URL('../..', import.meta.url))
const EXAMPLE = join(PACKAGE, 'gangway.config.example.json')
const servers = useTestServers()

describe('the example configuration (gangway.config.example.json, shown in the README)', () => {
  it('is the README example, and loads: listings and image found from its folder', async () => {
    const readme = readFileSync(join(PACKAGE, 'README.md'), 'utf8')
    const shown = /## Configuration[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(JSON.parse(shown ?? 'null')).toEqual(JSON.parse(readFileSync(EXAMPLE, 'utf8')))
    const config = await loadConfigFile(EXAMPLE)
    expect(config.projects.map((project) => project.id)).toEqual(['my-dapp', 'my-dapp-staging'])
    expect(config.chains.map((chain) => chain.rpcUrls.length)).toEqual([3, 2])
    const { wallets, dropped } = await readListingsFile(config.directory?.listingsFile ?? '')
    expect(dropped).toBe(0)
    const imageIds = wallets.flatMap((wallet) => (wallet.image_id ? [wallet.image_id] : []))
    expect(imageIds).toEqual(['example-wallet.svg'])
    for (const file of imageIds)
      expect(existsSync(join(config.directory?.imagesDir ?? '', file))).toBe(true)
  })

  it('serves its directory with image URLs on publicUrl', {
    timeout: START_TIMEOUT_MS,
  }, async () => {
    const config = await loadConfigFile(EXAMPLE)
    const { url } = await servers({ ...config, database: { dataDir: 'memory://' }, log: 'silent' })
    const response = await fetch(`${url}/directory?page=1&entries=40`, {
      headers: { origin: 'https://app.example.com' },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { count: number; data: { image_url?: string }[] }
    expect(body.count).toBe(2)
    expect(body.data[0]?.image_url).toBe(
      'https://api.example.com/directory/images/example-wallet.svg',
    )
    const image = await fetch(`${url}/directory/images/example-wallet.svg?projectId=my-dapp`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
  })
})
