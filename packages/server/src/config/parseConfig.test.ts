import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createServer } from '../createServer.js'
import { loadConfigFile, parseConfig, ServerConfigError } from './parseConfig.js'

const project = { id: 'demo', origins: ['https://app.example'] }
const chain = {
  caipNetworkId: 'eip155:1',
  rpcUrls: ['http://127.0.0.1:8545'],
  native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

const issuesOf = (input: unknown) => {
  try {
    parseConfig(input)
  } catch (error) {
    expect(error).toBeInstanceOf(ServerConfigError)
    return (error as ServerConfigError).issues
  }
  throw new Error('expected the configuration to be refused')
}

describe('parseConfig', () => {
  it('fills in the defaults of a minimal configuration', () => {
    const config = parseConfig({ projects: [project] })
    expect(config.chains).toEqual([])
    expect(config.limits).toEqual({
      requestsPerMinute: 600,
      projectRequestsPerMinute: 60_000,
      bodyBytes: 16_384,
      upstreamTimeoutMs: 10_000,
      requestTimeoutMs: 15_000,
    })
    expect(config.log).toBe('info')
  })

  it.each([
    [{ projects: [] }, 'projects:'],
    [{ projects: [{ id: 'a b', origins: ['*'] }] }, 'projects.0.id:'],
    [{ projects: [{ id: 'a', origins: ['https://app.example/path'] }] }, 'projects.0.origins.0:'],
    [
      { projects: [project], chains: [{ ...chain, caipNetworkId: 'ethereum' }] },
      'chains.0.caipNetworkId:',
    ],
    [
      { projects: [project], chains: [{ ...chain, rpcUrls: ['ws://127.0.0.1'] }] },
      'chains.0.rpcUrls.0:',
    ],
    [{ projects: [project], chains: [{ ...chain, rpcUrls: [] }] }, 'chains.0.rpcUrls:'],
    [{ projects: [project], chains: [{ ...chain, headShareMs: -1 }] }, 'chains.0.headShareMs:'],
    [{ projects: [project], chains: [{ ...chain, headShareMs: 0.5 }] }, 'chains.0.headShareMs:'],
    [{ projects: [project, project] }, 'projects: the id demo is listed twice'],
    [{ projects: [project], chains: [chain, chain] }, 'chains: eip155:1 is listed twice'],
  ])('refuses %j, naming the field (%s)', (input, named) => {
    const issues = issuesOf(input)
    expect(issues.some((issue) => issue.startsWith(named))).toBe(true)
  })

  it("takes a token's logo as an http(s) URL or inline (data:image), never a script or a page", () => {
    const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
    const token = { address: `0x${'1'.repeat(40)}`, name: 'USD Coin', symbol: 'USDC', decimals: 6 }
    const config = parseConfig({
      projects: [project],
      chains: [
        {
          ...chain,
          native: { ...chain.native, iconUrl: 'https://icons.example/eth.svg' },
          tokens: [{ ...token, iconUrl: svg }],
        },
      ],
    })
    expect(config.chains[0]?.tokens[0]?.iconUrl).toBe(svg)
    expect(config.chains[0]?.native.iconUrl).toBe('https://icons.example/eth.svg')
    for (const iconUrl of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      `data:image/svg+xml,${'a'.repeat(100_001)}`,
      'ftp://icons.example/eth.svg',
    ]) {
      const issues = issuesOf({
        projects: [project],
        chains: [{ ...chain, tokens: [{ ...token, iconUrl }] }],
      })
      expect(issues.some((issue) => issue.startsWith('chains.0.tokens.0.iconUrl:'))).toBe(true)
    }
  })

  it('reads a file and takes its relative paths from the file’s folder', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'gangway-config-'))
    const file = join(folder, 'gangway.config.json')
    await writeFile(
      file,
      JSON.stringify({
        projects: [project],
        directory: { listingsFile: 'listings.json', imagesDir: 'images' },
        database: { dataDir: 'data' },
      }),
    )
    const config = await loadConfigFile(file)
    expect(config.directory).toEqual({
      listingsFile: join(folder, 'listings.json'),
      imagesDir: join(folder, 'images'),
    })
    expect(config.database.dataDir).toBe(join(folder, 'data'))
  })

  it('says which file is not JSON', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'gangway-config-'))
    const file = join(folder, 'broken.json')
    await writeFile(file, '{ "projects": ')
    await expect(loadConfigFile(file)).rejects.toThrow(`${file} is not JSON`)
  })

  it('refuses to start with a listings file that is missing or not listings', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'gangway-config-'))
    const wrong = join(folder, 'wrong.json')
    await writeFile(wrong, '{"wallets": []}')
    for (const listingsFile of [join(folder, 'missing.json'), wrong])
      await expect(
        createServer({
          projects: [project],
          directory: { listingsFile },
          database: { dataDir: 'memory://' },
          log: 'silent',
        }),
      ).rejects.toThrow(/directory\.listingsFile: /)
  })
})
