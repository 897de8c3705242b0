import { fileURLToPath } from 'node:url'
import { type Mailbox, startMailbox } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig, ServerConfigError } from '../../config/parseConfig.js'
import { createServer } from '../../createServer.js'
import { rawRequest } from '../../testing/rawRequest.testing.js'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../../testing/testServer.testing.js'
import { embeddedConfig, logIn, newDevice, type Started } from './embeddedTestSetup.testing.js'

// Issue 35, row 1: with no publicUrl, `Host: evil.example` put evil.example in the mailed device
// approval link (and in the Farcaster domain), and an Origin equal to that forged host passed as
// the server's own. Links, domains and the server's own origin now come from configuration only.

const start = useTestServers()
let mailbox: Mailbox
let started: Started
beforeAll(async () => {
  mailbox = await startMailbox()
  started = await start(
    embeddedConfig(
      mailbox,
      {
        social: {
          github: {
            clientId: 'gangway-test',
            authorizationUrl: 'https://github.example/login/oauth/authorize',
            tokenUrl: 'https://github.example/login/oauth/access_token',
            userinfoUrl: 'https://api.github.example/user',
          },
        },
        farcaster: {
          caipNetworkId: 'eip155:31337',
          idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
        },
      },
      {
        chains: [
          {
            caipNetworkId: 'eip155:31337',
            rpcUrls: ['http://127.0.0.1:9/never-called'],
            native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      },
    ),
  )
}, START_TIMEOUT_MS)
afterAll(() => mailbox?.close())

const EVIL = { host: 'evil.example' }
const at = (path: string) => `${started.url}${path}?projectId=${PROJECT}`

describe('links and domains come from publicUrl, never from Host', { timeout: 30_000 }, () => {
  it('the embedded wallet without publicUrl: the server refuses to start, naming publicUrl', async () => {
    const config = testConfig({
      embedded: { smtp: { url: 'smtp://127.0.0.1:9', from: 'Gangway <no-reply@test.example>' } },
    })
    let refused: unknown
    try {
      parseConfig(config)
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(ServerConfigError)
    expect((refused as ServerConfigError).issues).toEqual([
      expect.stringMatching(/^publicUrl: required with embedded/),
    ])
    await expect(createServer(config, { databaseUrl: '' })).rejects.toThrow(/publicUrl/)
  })

  it('Host: evil.example: the mailed approval link is on publicUrl', async () => {
    const { email } = await logIn(started, mailbox)
    const since = Date.now() - 1
    const login = await rawRequest(at('/embedded/email/login'), {
      method: 'POST',
      headers: EVIL,
      body: { email, deviceId: newDevice() },
    })
    expect(login).toMatchObject({ status: 200, json: { action: 'VERIFY_DEVICE' } })
    const mail = await mailbox.waitForMail({ to: email, subject: /Approve/, since })
    const link = /(https?:\/\/\S+\/embedded\/device\/approve\?\S+)/.exec(mail.text)?.[1] ?? ''
    expect(link.startsWith(`${started.server.config.publicUrl}/embedded/device/approve?`)).toBe(
      true,
    )
    expect(mail.text + mail.html).not.toContain('evil.example')
  })

  it('Host: evil.example: the social redirect URI and the Farcaster domain are publicUrl’s', async () => {
    const publicUrl = started.server.config.publicUrl as string
    const social = await rawRequest(at('/embedded/social/redirect'), {
      method: 'POST',
      headers: EVIL,
      body: { provider: 'github', deviceId: newDevice(), returnTo: `${ORIGIN}/` },
    })
    expect(social.status).toBe(200)
    const redirectUri = new URL(social.json.uri).searchParams.get('redirect_uri')
    expect(redirectUri).toBe(`${publicUrl}/embedded/social/callback?projectId=${PROJECT}`)
    const channel = await rawRequest(at('/embedded/farcaster/channel'), {
      method: 'POST',
      headers: EVIL,
      body: { deviceId: newDevice() },
    })
    expect(channel.status).toBe(200)
    const deepLink = new URL(channel.json.url)
    expect(deepLink.searchParams.get('domain')).toBe(new URL(publicUrl).host)
    expect(deepLink.searchParams.get('siweUri')).toBe(`${publicUrl}/`)
  })

  it('an Origin naming a forged Host is not the server’s own origin: 403, no CORS', async () => {
    const answer = await rawRequest(at('/embedded/email/login'), {
      method: 'POST',
      headers: { ...EVIL, origin: 'http://evil.example' },
      body: { email: 'someone@example.com', deviceId: newDevice() },
    })
    expect(answer.status).toBe(403)
    expect(answer.json.error.code).toBe('ORIGIN_NOT_ALLOWED')
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('without publicUrl (no embedded wallet): image URLs are on the address the connection reached', async () => {
    const example = (file: string) =>
      fileURLToPath(new URL(`../../../example/${file}`, import.meta.url))
    const plain = await start(
      testConfig({
        directory: { listingsFile: example('listings.json'), imagesDir: example('images') },
      }),
    )
    const page = await rawRequest(`${plain.url}/directory?projectId=${PROJECT}`, { headers: EVIL })
    expect(page.status).toBe(200)
    const imageUrl = page.json.data.find((wallet: { image_url?: string }) => wallet.image_url)
      ?.image_url as string
    expect(imageUrl).toBe(`${plain.url}/directory/images/example-wallet.svg`)
  })
})
