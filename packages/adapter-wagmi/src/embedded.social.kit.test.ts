/**
 * Social and Farcaster login on the kit side (wagmi adapter): the popup the view opened is sent
 * to the provider and followed until it is back on the page's origin with `gangway_social`; a
 * closed popup is a rejection; a blocked one falls back to a redirect, and the page that comes
 * back completes the login and drops the parameter from its URL. Farcaster: the link, the wait,
 * and leaving ConnectingFarcaster while disconnected (URL cleared, wait aborted, connector
 * reloaded after 100 ms). The frame's window and the popup are scripted.
 */
import '../../core/src/embedded/testDom.testing.js'
import { createMemoryBackend, type Kit } from '@gangway/core'
import type { CaipNetwork } from '@gangway/core/adapter'
import { loadEmbedded } from '@gangway/core/embedded'
import { createKernelKit } from '@gangway/core/internal'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type ScriptedFrame,
  scriptInjectedFrame,
  startProbeServer,
  tick,
} from '../../core/src/embedded/scriptedFrame.testing.js'
import { page } from '../../core/src/embedded/testDom.testing.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PAGE = 'http://host.test/app'
const local: CaipNetwork = {
  id: 31337,
  name: 'Local',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

let server: Awaited<ReturnType<typeof startProbeServer>>
beforeAll(async () => {
  server = await startProbeServer()
})
afterAll(() => server.close())
const kits: Kit[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
  for (const iframe of page.document.querySelectorAll('iframe')) iframe.remove()
  page.window.happyDOM.setURL(PAGE)
  vi.restoreAllMocks()
})

function startKit() {
  const kit = createKernelKit({
    adapters: [new WagmiAdapter({ networks: [local] })],
    networks: [local],
    projectId: 'demo',
    storage: createMemoryBackend(),
    embeddedWallet: { url: server.url },
    logger: { error: () => undefined, warn: () => undefined },
  })
  kits.push(kit)
  return kit
}

function answer(frame: ScriptedFrame, userName = 'octo') {
  frame.respond((message) => {
    const ok = (payload: unknown) => frame.reply(message.id, `${message.type}_SUCCESS`, payload)
    switch (message.type) {
      case 'GET_SOCIAL_REDIRECT_URI':
        return ok({ uri: `https://provider.example/authorize?p=${message.payload?.provider}` })
      case 'CONNECT_SOCIAL':
        return ok({ userName })
      case 'GET_FARCASTER_URI':
        return ok({ url: 'https://warpcast.com/~/siwf?channelToken=abc' })
      case 'CONNECT_FARCASTER':
        return // Answered by the test.
      case 'GET_USER':
        return ok({
          address: ADDRESS,
          chainId: 'eip155:31337',
          accounts: [{ address: ADDRESS, type: 'eoa', namespace: 'eip155' }],
        })
      case 'IS_CONNECTED':
        return ok({ isConnected: true })
      case 'ABORT':
        return
      default:
        return ok({})
    }
  })
}

/** A popup as the kit sees it: its location is unreadable while on the provider's origin. */
function scriptedPopup() {
  let href = 'about:blank'
  let onProvider = false
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: {
      get href() {
        if (onProvider) throw new DOMException('Blocked a frame with origin', 'SecurityError')
        return href
      },
      set href(next: string) {
        href = next
        onProvider = new URL(next).origin !== new URL(PAGE).origin
      },
    },
    sentTo: () => href,
    comeBack(to: string) {
      onProvider = false
      href = to
    },
  }
  return popup
}

async function login(
  kit: Kit,
  first: (l: Awaited<ReturnType<typeof loadEmbedded>>) => Promise<unknown>,
) {
  const embedded = await loadEmbedded(kit)
  const started = first(embedded)
  const frame = scriptInjectedFrame(page, new URL(server.url).origin)
  answer(frame)
  frame.ready()
  return { embedded, started, frame }
}

describe('social and Farcaster login on the kit side', () => {
  it('the popup goes to the provider, is followed back to the page, and the login completes', async () => {
    const kit = startKit()
    await kit.ready
    const popup = scriptedPopup()
    const { started, frame } = await login(kit, (l) =>
      l.connectSocial('github', { popup: popup as unknown as Window }),
    )
    // Waited for, not timed: the steps run on the loaded machine's own time.
    await vi.waitFor(() =>
      expect(popup.sentTo()).toBe('https://provider.example/authorize?p=github'),
    )
    expect(frame.requests('GET_SOCIAL_REDIRECT_URI')[0]?.message.payload).toEqual({
      provider: 'github',
      returnTo: PAGE,
    })
    expect(popup.sentTo()).toBe('https://provider.example/authorize?p=github')
    await tick(600) // Polled while the popup is on the provider: nothing happens.
    expect(popup.close).not.toHaveBeenCalled()
    // Another page of the host's origin without the result is not the return either.
    popup.comeBack(`${PAGE}?other=1`)
    await tick(300)
    expect(popup.close).not.toHaveBeenCalled()
    popup.comeBack(`${PAGE}?gangway_social=r1`)
    await started
    expect(popup.close).toHaveBeenCalled()
    expect(frame.requests('CONNECT_SOCIAL')[0]?.message.payload).toEqual({
      uri: `${PAGE}?gangway_social=r1`,
    })
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, connectorId: 'AUTH' })
    expect(kit.controllers.storage.getConnectedSocialProvider()).toBe('github')
    expect(kit.controllers.chain.getAccountState('eip155')).toMatchObject({
      socialProvider: 'github',
      user: { userName: 'octo' },
    })
    expect(kit.controllers.storage.getEmbeddedLogin()).toMatchObject({
      emailLoginUsed: true,
      socialUsername: 'octo',
    })
  })

  it('a popup the visitor closes rejects the login; nothing is connected', async () => {
    const kit = startKit()
    await kit.ready
    const popup = scriptedPopup()
    const { started, frame } = await login(kit, (l) =>
      l.connectSocial('google', { popup: popup as unknown as Window }),
    )
    await tick(30)
    popup.closed = true
    await expect(started).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(frame.requests('CONNECT_SOCIAL')).toEqual([])
    expect(kit.getAccount('eip155').isConnected).toBe(false)
  })

  it('a blocked popup redirects the page; the page that comes back completes and cleans its URL', async () => {
    const kit = startKit()
    await kit.ready
    const assign = vi.spyOn(page.window.location, 'assign').mockImplementation(() => undefined)
    const { started } = await login(kit, (l) => l.connectSocial('discord', { popup: null }))
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://provider.example/authorize?p=discord'),
    )
    expect(
      await Promise.race([started.then(() => 'settled'), tick(50).then(() => 'waiting')]),
    ).toBe('waiting')
    await kit.destroy()
    for (const iframe of page.document.querySelectorAll('iframe')) iframe.remove()

    // The provider sent the visitor back: the new page load finishes the login.
    page.window.happyDOM.setURL(`${PAGE}?tab=2&gangway_social=r2#top`)
    const back = startKit()
    for (let i = 0; i < 200 && !page.document.querySelector('iframe'); i++) await tick(25)
    expect(page.window.location.href).toBe(`${PAGE}?tab=2#top`)
    const frame = scriptInjectedFrame(page, new URL(server.url).origin)
    answer(frame, 'discordian')
    frame.ready()
    await back.ready
    for (let i = 0; i < 100 && !back.getAccount('eip155').isConnected; i++) await tick(20)
    expect(frame.requests('CONNECT_SOCIAL')[0]?.message.payload).toEqual({
      uri: `${PAGE}?tab=2&gangway_social=r2#top`,
    })
    expect(back.getAccount('eip155')).toMatchObject({ isConnected: true, connectorId: 'AUTH' })
  })

  it('Farcaster: the link, the wait, then connected', async () => {
    const kit = startKit()
    await kit.ready
    const { embedded, started, frame } = await login(kit, (l) => l.getFarcasterUri())
    await expect(started).resolves.toEqual({ url: 'https://warpcast.com/~/siwf?channelToken=abc' })
    expect(kit.controllers.chain.getAccountState('eip155')?.farcasterUrl).toBe(
      'https://warpcast.com/~/siwf?channelToken=abc',
    )
    expect(kit.controllers.storage.getConnectedSocialProvider()).toBe('farcaster')
    const waiting = embedded.connectFarcaster()
    await tick(10)
    const request = frame.requests('CONNECT_FARCASTER')[0]!.message
    frame.reply(request.id, 'CONNECT_FARCASTER_SUCCESS', { userName: 'alice' })
    await waiting
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, connectorId: 'AUTH' })
    expect(kit.controllers.chain.getAccountState('eip155')?.user?.userName).toBe('alice')
  })

  it('leaving ConnectingFarcaster while disconnected clears the URL, ends the wait, reloads the connector after 100 ms', async () => {
    const kit = startKit()
    await kit.ready
    await kit.open()
    kit.controllers.router.push('ConnectingFarcaster')
    const { embedded, started, frame } = await login(kit, (l) => l.getFarcasterUri())
    await started
    const waiting = embedded.connectFarcaster()
    await tick(10)
    // When the reload ran, against when the view was left: a real 100 ms timer, so the test waits
    // for the call (a loaded machine may run it late) and checks it did not come early.
    let reloadedAt = 0
    const original = kit.controllers.connectors.setConnectors
    const setConnectors = vi
      .spyOn(kit.controllers.connectors, 'setConnectors')
      .mockImplementation(function (this: unknown, ...args) {
        reloadedAt = performance.now()
        return original.apply(this, args)
      })
    const leftAt = performance.now()
    kit.controllers.router.goBack()
    expect(kit.controllers.chain.getAccountState('eip155')?.farcasterUrl).toBeUndefined()
    await expect(waiting).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    const id = frame.requests('CONNECT_FARCASTER')[0]?.message.id
    expect(frame.requests('ABORT').map((p) => p.message.payload)).toEqual([{ requestId: id }])
    expect(setConnectors).not.toHaveBeenCalled()
    await vi.waitFor(
      () => expect(setConnectors).toHaveBeenCalledWith('eip155', expect.anything()),
      {
        timeout: 5000,
      },
    )
    expect(reloadedAt - leftAt).toBeGreaterThanOrEqual(99)
    expect(kit.controllers.connectors.getAuthConnector('eip155')?.id).toBe('AUTH')
    expect(kit.getAccount('eip155').isConnected).toBe(false)
  })
})
