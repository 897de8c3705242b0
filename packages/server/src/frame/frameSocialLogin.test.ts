import { createHash } from 'node:crypto'
import {
  type AnvilNode,
  approveFarcasterChannel,
  deployIdRegistry,
  startAnvil,
  startTestHub,
  type TestHub,
} from '@gangway/testing'
import { launchBrowser, startOAuthProvider, type TestOAuthProvider } from '@gangway/testing/tools'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFrame } from '../../frame/build.mjs'
import { PROJECT, START_TIMEOUT_MS, testConfig } from '../testing/testServer.testing.js'
import {
  type FrameServer,
  frameMessages,
  gangwayFrame,
  type PageServer,
  request,
  serveHostPage,
  startFrameServer,
  waitForMessage,
} from './frameHost.testing.js'

// Social and Farcaster login through the frame in Chromium, against the server's real routes: a
// real OIDC provider (oauth2-mock-server) in a second window, and a test Farcaster client
// approving the channel with the custody key of a fid registered on anvil's IdRegistry.

let gangway: FrameServer
let server: string
let host: PageServer
let provider: TestOAuthProvider
let node: AnvilNode
let browser: Browser
let context: BrowserContext
let page: Page
const custodyKey = generatePrivateKey()
let fid: bigint
/** The Farcaster hub the server reads usernames from (the username is never the client's). */
let hub: TestHub

const frameUrl = () =>
  `${server}/embedded/frame?projectId=${PROJECT}&chainId=eip155:31337&version=4`

const event = (type: string, after: number, reason?: string) =>
  waitForMessage(
    page,
    (message) =>
      message.data.id === null &&
      message.data.type === type &&
      (reason === undefined || message.data.payload?.reason === reason),
    20_000,
    after,
  )

/** After a first login the frame shows the new wallet's recovery code; the visitor confirms. */
async function confirmRecoveryCode(after: number) {
  await event('SHOW', after, 'recovery')
  await gangwayFrame(page, server).getByRole('button', { name: 'I saved my recovery code' }).click()
  await event('HIDE', after)
}

beforeAll(async () => {
  ;[host, provider, node, hub] = await Promise.all([
    serveHostPage(),
    startOAuthProvider(),
    startAnvil(),
    startTestHub(),
    buildFrame(),
  ])
  const registry = await deployIdRegistry(node)
  fid = await registry.register(privateKeyToAccount(custodyKey).address)
  hub.setUsername(fid, 'farcaster-frame')
  const google = { clientId: 'gangway-frame', clientSecret: 'secret', issuer: provider.issuer }
  gangway = await startFrameServer(() =>
    testConfig({
      projects: [{ id: PROJECT, origins: [host.origin] }],
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrls: [node.rpcUrl],
          publicRpcUrls: [node.rpcUrl],
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      embedded: {
        smtp: { url: 'smtp://127.0.0.1:9', from: 'Gangway <no-reply@test.example>' },
        social: { google },
        farcaster: {
          caipNetworkId: 'eip155:31337',
          idRegistry: registry.address,
          hubUrl: hub.url,
        },
      },
    }),
  )
  server = gangway.url
  browser = await launchBrowser()
  context = await browser.newContext()
  page = await context.newPage()
  await page.goto(`${host.origin}/?frame=${encodeURIComponent(frameUrl())}`)
  await waitForMessage(page, (message) => message.data.type === 'READY', 20_000)
}, START_TIMEOUT_MS)

afterAll(async () => {
  await browser?.close()
  await gangway?.close()
  await Promise.all([host?.close(), provider?.close(), node?.stop(), hub?.close()])
})

describe('social and Farcaster login in the frame', { timeout: 60_000 }, () => {
  it('google through the provider: the returned URL completes the login, the wallet signs', async () => {
    provider.setNextUser({ sub: `ada-${Date.now()}`, email: 'ada@example.com', username: 'ada' })
    const returnTo = `${host.origin}/wallet`
    const redirect = await request(page, server, 'GET_SOCIAL_REDIRECT_URI', {
      provider: 'google',
      returnTo,
    })
    expect(redirect.type).toBe('GET_SOCIAL_REDIRECT_URI_SUCCESS')
    const uri = new URL(redirect.payload.uri)
    expect(uri.origin).toBe(provider.issuer)
    // The kit's popup: the provider approves at once and the server sends it back to returnTo.
    const popup = await context.newPage()
    await popup.goto(uri.href)
    await popup.waitForURL((url) => url.href.startsWith(returnTo))
    const back = popup.url()
    await popup.close()
    expect(new URL(back).searchParams.get('gangway_social')).toBeTruthy()

    const after = (await frameMessages(page)).length
    const done = await request(page, server, 'CONNECT_SOCIAL', { uri: back }, { timeoutMs: 30_000 })
    expect(done.type).toBe('CONNECT_SOCIAL_SUCCESS')
    await confirmRecoveryCode(after)
    const user = await request(page, server, 'GET_USER', {})
    expect(user.payload).toMatchObject({ email: 'ada@example.com' })
    const address = user.payload.address

    // The result is single use: the same URL again is refused.
    const again = await request(page, server, 'CONNECT_SOCIAL', { uri: back })
    expect(again.type).toBe('CONNECT_SOCIAL_ERROR')

    const signing = request(page, server, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('social'), address],
    })
    await event('SHOW', after, 'approve')
    await gangwayFrame(page, server).getByRole('button', { name: 'Approve' }).click()
    const signed = await signing
    expect(
      await verifyMessage({ address, message: 'social', signature: signed.payload.result }),
    ).toBe(true)
    await request(page, server, 'SIGN_OUT', {})
  })

  it('Farcaster: the channel approved by the custody key logs in with the username', async () => {
    const channel = await request(page, server, 'GET_FARCASTER_URI', {})
    expect(channel.type).toBe('GET_FARCASTER_URI_SUCCESS')
    const channelToken = new URL(channel.payload.url).searchParams.get('channelToken')!
    const after = (await frameMessages(page)).length
    const connecting = request(page, server, 'CONNECT_FARCASTER', {}, { timeoutMs: 60_000 })
    // A Farcaster client would take the nonce from the deep link; this one reads the channel's.
    const [row] = await gangway.server.db.query<{ nonce: string; domain: string }>(
      'SELECT nonce, domain FROM embedded_farcaster_channels WHERE token_hash = $1',
      [createHash('sha256').update(channelToken).digest('hex')],
    )
    expect(row).toBeDefined()
    const approval = await approveFarcasterChannel({
      serverUrl: server,
      projectId: PROJECT,
      channelToken,
      fid,
      custodyPrivateKey: custodyKey,
      username: 'farcaster-frame',
      domain: row!.domain,
      nonce: row!.nonce,
      uri: `${server}/`,
    })
    expect(approval.response.status).toBeLessThan(300)
    const done = await connecting
    expect(done).toMatchObject({
      type: 'CONNECT_FARCASTER_SUCCESS',
      payload: { userName: 'farcaster-frame' },
    })
    await event('SHOW', after, 'recovery')
    const user = await request(page, server, 'GET_USER', {})
    expect(user.payload).toMatchObject({ userName: 'farcaster-frame' })
    const address = user.payload.address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // A signature asked for while the recovery code is still shown: SHOW approve comes at once
    // (the kit shows the frame where approvals show), the code stays in front until saved.
    const signing = request(
      page,
      server,
      'RPC_REQUEST',
      { method: 'personal_sign', params: [toHex('farcaster'), address] },
      { timeoutMs: 30_000 },
    )
    await event('SHOW', after, 'approve')
    const frame = gangwayFrame(page, server)
    expect(await frame.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy()
    await expect
      .poll(() => frame.getByRole('heading').textContent())
      .toBe('Save your recovery code')
    const hidden = async () =>
      (await frameMessages(page)).slice(after).some((message) => message.data.type === 'HIDE')
    expect(await hidden()).toBe(false)
    await frame.getByRole('button', { name: 'I saved my recovery code' }).click()
    await frame.getByRole('dialog', { name: 'Sign message' }).waitFor()
    expect(await hidden()).toBe(false)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signed = await signing
    expect(
      await verifyMessage({ address, message: 'farcaster', signature: signed.payload.result }),
    ).toBe(true)
    await event('HIDE', after)
  })
})
