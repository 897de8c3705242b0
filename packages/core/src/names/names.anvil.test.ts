import { describe, expect, it } from 'vitest'
import { createKit } from '../createKit.js'
import type { KitEventName } from '../events/catalogue.js'
import { createMemoryBackend } from '../storage/backend.js'
import { canUseNames } from './nameContext.js'
import { nameErrorText } from './namesApi.js'
import { namesKit, uniqueLabel, useNamesChain, walletAddress } from './namesKit.testing.js'
import { loadProfileName } from './profileName.js'
import { registerAccountName } from './registerAccountName.js'
import { looksLikeName, resolveName } from './resolveName.js'
import { createNameSuggester } from './suggestNames.js'

const chain = useNamesChain()
const nameEvents = (kit: Awaited<ReturnType<typeof namesKit>>) => {
  const seen: { event: KitEventName; properties: Record<string, unknown> }[] = []
  kit.subscribeEvents((event) => {
    if (event.name.startsWith('REGISTER_ACCOUNT_NAME'))
      seen.push({ event: event.name, properties: event.properties as Record<string, unknown> })
  })
  return seen
}

describe('@gangway/core/names against the real server', { timeout: 60_000 }, () => {
  it('registers a name signed by the wallet: stored on the server, profile name set, success view', async () => {
    const kit = await namesKit(chain, 1)
    const events = nameEvents(kit)
    const label = uniqueLabel()
    const sent: string[] = []
    const saved = globalThis.fetch
    globalThis.fetch = (input, init) => {
      if (String(input).endsWith('/names/register')) sent.push(String(init?.body))
      return saved(input, init)
    }
    const registered = await registerAccountName(kit, label).finally(() => {
      globalThis.fetch = saved
    })
    expect(registered.name).toBe(`${label}.gangway.eth`)
    // What the wallet signed binds this server (namesApiUrl's host), the full name and the chain.
    const coinType = (0x80000000 | chain.node.chainId) >>> 0
    expect(JSON.parse(JSON.parse(sent[0] ?? '{}').message)).toEqual({
      domain: new URL(chain.api.url).host,
      name: `${label}.gangway.eth`,
      coinType,
      address: walletAddress(1),
      timestamp: expect.any(Number),
    })
    // Read back from the server, not from the kit.
    const stored = await (await fetch(`${chain.api.url}/names/lookup?name=${label}`)).json()
    expect(stored.addresses).toEqual({ [String(coinType)]: { address: walletAddress(1) } })
    expect(kit.controllers.chain.getAccountState('eip155')?.profileName).toBe(registered.name)
    expect(kit.stores.router.getState().view).toBe('RegisterAccountNameSuccess')
    expect(kit.stores.router.getState().data).toMatchObject({ name: registered.name })
    expect(events.map(({ event }) => event)).toEqual([
      'REGISTER_ACCOUNT_NAME_INITIATED',
      'REGISTER_ACCOUNT_NAME_SUCCESS',
    ])
    expect(events[1]?.properties).toMatchObject({ ensName: registered.name, isSmartAccount: false })
  })

  it('a taken name (other case) fails with the server reason, back on RegisterAccountName, nothing set', async () => {
    const first = await namesKit(chain, 2)
    const label = uniqueLabel()
    await registerAccountName(first, label)
    const kit = await namesKit(chain, 3)
    const events = nameEvents(kit)
    const failure = await registerAccountName(kit, label.toUpperCase()).catch((error) => error)
    expect(failure).toMatchObject({
      code: 'NAME_REGISTER_FAILED',
      shortMessage: `Error registering name ${label.toUpperCase()}`,
    })
    expect(nameErrorText(failure)).toBe(`${label}.gangway.eth is taken`)
    expect(kit.stores.router.getState().view).toBe('RegisterAccountName')
    expect(kit.controllers.chain.getAccountState('eip155')?.profileName ?? null).toBeNull()
    expect(events.map(({ event }) => event)).toEqual([
      'REGISTER_ACCOUNT_NAME_INITIATED',
      'REGISTER_ACCOUNT_NAME_ERROR',
    ])
    expect(events[1]?.properties).toMatchObject({ error: `${label}.gangway.eth is taken` })
  })

  it("a 3-character name is refused in the kit with the spec's text, nothing sent; so are the DNS and ENSIP-15 refusals", async () => {
    const kit = await namesKit(chain, 4)
    const failure = await registerAccountName(kit, 'abc').catch((error) => error)
    expect(failure).toMatchObject({ code: 'INVALID_ACCOUNT_NAME' })
    expect(nameErrorText(failure)).toBe('At least 4 characters; only letters, digits and hyphen.')
    // The server's other checks run in the kit too, with the same reasons (issue 35).
    for (const [label, reason] of [
      ['--------', 'No hyphen at the start or the end (a DNS label).'],
      ['a'.repeat(200), 'At most 63 characters (a DNS label).'],
      [
        'xn--80ak6aa92e',
        'An xn-- label must stand for a normalised name (whole-script confusable: Cyrillic/Latin).',
      ],
    ] as const)
      expect(nameErrorText(await registerAccountName(kit, label).catch((error) => error))).toBe(
        reason,
      )
    const reverse = await (
      await fetch(`${chain.api.url}/names/reverse?address=${walletAddress(4)}`)
    ).json()
    expect(reverse).toEqual({ names: [] })
  })

  it('loads the profile name by reverse lookup, then from the 5-minute name cache', async () => {
    const owner = await namesKit(chain, 5)
    const label = uniqueLabel()
    await registerAccountName(owner, label)
    const kit = await namesKit(chain, 5)
    expect(kit.controllers.chain.getAccountState('eip155')?.profileName ?? null).toBeNull()
    expect(await loadProfileName(kit)).toBe(`${label}.gangway.eth`)
    expect(kit.controllers.chain.getAccountState('eip155')?.profileName).toBe(
      `${label}.gangway.eth`,
    )
    // Cached: a server that no longer answers is not asked.
    kit.controllers.chain.updateAccountState('eip155', { profileName: null })
    const saved = globalThis.fetch
    globalThis.fetch = () => Promise.reject(new Error('not asked'))
    try {
      expect(await loadProfileName(kit)).toBe(`${label}.gangway.eth`)
    } finally {
      globalThis.fetch = saved
    }
    const nameless = await namesKit(chain, 6)
    expect(await loadProfileName(nameless)).toBeNull()
  })

  it("resolves a name to its address for Send's receiver; unknown names resolve to nothing", async () => {
    const owner = await namesKit(chain, 7)
    const label = uniqueLabel()
    await registerAccountName(owner, label)
    const kit = await namesKit(chain, 8)
    expect(await resolveName(kit, `${label.toUpperCase()}.gangway.eth`)).toEqual({
      name: `${label}.gangway.eth`,
      address: walletAddress(7),
    })
    expect(await resolveName(kit, `${uniqueLabel()}.gangway.eth`)).toBeUndefined()
    const bad = await resolveName(kit, 'ab.gangway.eth').catch((error) => error)
    expect(bad).toMatchObject({ code: 'NAME_RESOLVE_FAILED' })
    expect(nameErrorText(bad)).toMatch(/^name: at least 4 characters/)
    expect(looksLikeName(`${label}.gangway.eth`)).toBe(true)
    expect(looksLikeName('vitalik.eth')).toBe(true)
    expect(looksLikeName(walletAddress(7))).toBe(false)
    expect(looksLikeName('alice')).toBe(false)
  })

  it('suggests as the visitor types: only the last label is answered, invalid labels never sent', async () => {
    const owner = await namesKit(chain, 9)
    const label = uniqueLabel()
    await registerAccountName(owner, label)
    const kit = await namesKit(chain, 9)
    const suggester = createNameSuggester(kit, { delayMs: 50 })
    const early = suggester.suggest(`${label}-x`)
    const last = suggester.suggest(label)
    expect(await early).toBeUndefined()
    const answer = await last
    expect(answer).toMatchObject({ label, name: `${label}.gangway.eth`, available: false })
    expect(answer?.suggestions.length).toBeGreaterThan(0)
    expect(answer?.suggestions.every((entry) => !entry.registered)).toBe(true)
    expect(await suggester.suggest('ab')).toBeUndefined()
    const free = await suggester.suggest(uniqueLabel())
    expect(free?.available).toBe(true)
  })

  it('namesApiUrl: http(s) only; without it names are off', () => {
    expect(() =>
      createKit({
        networks: [chain.network],
        storage: createMemoryBackend(),
        namesApiUrl: 'ftp://x',
      }),
    ).toThrow(/namesApiUrl/)
    const kit = createKit({
      networks: [chain.network],
      storage: createMemoryBackend(),
      reconnectOnStart: false,
    })
    chain.kits.push(kit)
    expect(canUseNames(kit)).toBe(false)
  })
})
