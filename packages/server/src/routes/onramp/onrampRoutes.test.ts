// POST /onramp/session against stand-ins of Coinbase's Session Token API and Transak's partner
// API (both are remote services that cannot run here): the requests are checked as their docs
// describe them — the CDP JWT verified with the key's public half, Transak's headers and body.
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { coinbaseOnramp, createOnRampUrl, transakOnramp } from '@gangway/core/onramp'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ORIGIN,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../../testing/testServer.testing.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BASE = 'eip155:8453'

interface Seen {
  path: string
  headers: IncomingMessage['headers']
  body: any
}

/** A local HTTP service answering with `reply` and recording what it was sent. */
async function standIn(reply: (seen: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = []
  const server: Server = createServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += chunk
    const entry = {
      path: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(text || '{}'),
    }
    seen.push(entry)
    const { status, body } = reply(entry)
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) }
}

const start = useTestServers()
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const ed = generateKeyPairSync('ed25519')
/** CDP's Ed25519 secret: base64 of the 32-byte seed and the 32-byte public key. */
const edSecret = Buffer.concat([
  Buffer.from(ed.privateKey.export({ format: 'jwk' }).d as string, 'base64url'),
  Buffer.from(ed.publicKey.export({ format: 'jwk' }).x as string, 'base64url'),
]).toString('base64')

let coinbase: Awaited<ReturnType<typeof standIn>>
let transak: Awaited<ReturnType<typeof standIn>>
let transakTokens = 0
let expireTransakToken = false
let urlEc: string
let urlEd: string

beforeAll(async () => {
  coinbase = await standIn(() => ({
    status: 200,
    body: { token: 'ZWY4ZDk5YmQtc2Vzc2lvbg==', channel_id: '' },
  }))
  transak = await standIn(({ path, headers }) => {
    if (path === '/partners/api/v2/refresh-token') {
      transakTokens += 1
      return {
        status: 200,
        body: {
          data: {
            accessToken: `access-${transakTokens}`,
            expiresAt: Math.floor(Date.now() / 1000) + 3600,
          },
        },
      }
    }
    if (
      expireTransakToken &&
      headers['access-token'] === `access-${transakTokens}` &&
      transakTokens === 1
    )
      return { status: 401, body: { error: 'expired' } }
    return {
      status: 200,
      body: { data: { widgetUrl: 'https://global-stg.transak.com/?sessionId=abc123' } },
    }
  })
  const onramp = (secret: string) => ({
    coinbase: {
      apiKeyId: 'organizations/org-1/apiKeys/key-1',
      apiKeySecret: secret,
      apiUrl: `${coinbase.url}/onramp`,
    },
    transak: {
      apiKey: 'tk-api-key',
      apiSecret: 'tk-secret',
      environment: 'staging' as const,
      apiUrl: transak.url,
      gatewayUrl: transak.url,
    },
  })
  ;({ url: urlEc } = await start(
    testConfig({ onramp: onramp(ec.privateKey.export({ format: 'pem', type: 'sec1' }) as string) }),
  ))
  ;({ url: urlEd } = await start(testConfig({ onramp: onramp(edSecret) })))
}, START_TIMEOUT_MS)
afterAll(async () => {
  await coinbase?.close()
  await transak?.close()
})

const post = async (url: string, body: unknown, origin = ORIGIN) => {
  const response = await fetch(`${url}/onramp/session`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as any }
}

async function expectCdpJwt(authorization: string | undefined, publicKey: KeyObject, alg: string) {
  const jwt = authorization?.replace(/^Bearer /, '') ?? ''
  const header = decodeProtectedHeader(jwt)
  expect(header).toMatchObject({ alg, kid: 'organizations/org-1/apiKeys/key-1', typ: 'JWT' })
  expect(header.nonce).toMatch(/^[0-9a-f]{32}$/)
  const { payload } = await jwtVerify(jwt, publicKey, { issuer: 'cdp' })
  expect(payload.sub).toBe('organizations/org-1/apiKeys/key-1')
  expect(payload.uris).toEqual([`POST ${new URL(coinbase.url).host}/onramp/v1/token`])
  expect((payload.exp ?? 0) - (payload.nbf ?? 0)).toBe(120)
}

describe('POST /onramp/session: Coinbase', () => {
  it('signs a CDP JWT (ES256 and Ed25519), asks for a session token and answers the widget URL with it', async () => {
    for (const [url, key, alg] of [
      [urlEc, ec.publicKey, 'ES256'],
      [urlEd, ed.publicKey, 'EdDSA'],
    ] as const) {
      const { status, body } = await post(url, {
        provider: 'coinbase',
        address: ADDRESS,
        network: BASE,
        asset: 'USDC',
        amount: 20,
      })
      expect(status).toBe(200)
      const widget = new URL(body.url)
      expect(`${widget.origin}${widget.pathname}`).toBe('https://pay.coinbase.com/buy/select-asset')
      expect(Object.fromEntries(widget.searchParams)).toEqual({
        sessionToken: 'ZWY4ZDk5YmQtc2Vzc2lvbg==',
        defaultNetwork: 'base',
        defaultAsset: 'USDC',
        defaultExperience: 'buy',
        presetFiatAmount: '20',
        fiatCurrency: 'USD',
      })
      const request = coinbase.seen.at(-1)
      expect(request?.path).toBe('/onramp/v1/token')
      expect(request?.body).toEqual({
        addresses: [{ address: ADDRESS, blockchains: ['base'] }],
        assets: ['USDC'],
        clientIp: expect.stringMatching(/127\.0\.0\.1|::1/),
      })
      await expectCdpJwt(request?.headers.authorization, key, alg)
    }
  })
})

describe('POST /onramp/session: Transak', () => {
  it('gets a partner token once, creates the widget URL with the widget params, and refreshes on a 401', async () => {
    const first = await post(urlEc, {
      provider: 'transak',
      address: ADDRESS,
      network: 'eip155:43114',
      asset: 'AVAX',
      amount: 50,
      currency: 'EUR',
    })
    expect(first.status).toBe(200)
    expect(first.body.url).toBe('https://global-stg.transak.com/?sessionId=abc123')
    const refresh = transak.seen.find((entry) => entry.path === '/partners/api/v2/refresh-token')
    expect(refresh?.headers['api-secret']).toBe('tk-secret')
    expect(refresh?.body).toEqual({ apiKey: 'tk-api-key' })
    const session = transak.seen.at(-1)
    expect(session?.path).toBe('/api/v2/auth/session')
    expect(session?.headers['access-token']).toBe('access-1')
    expect(session?.body).toEqual({
      widgetParams: {
        apiKey: 'tk-api-key',
        referrerDomain: new URL(ORIGIN).host,
        productsAvailed: 'BUY',
        walletAddress: ADDRESS,
        disableWalletAddressForm: true,
        network: 'avaxcchain',
        cryptoCurrencyCode: 'AVAX',
        fiatAmount: 50,
        fiatCurrency: 'EUR',
      },
    })
    // The token is kept: a second session asks for no new one.
    await post(urlEc, { provider: 'transak', address: ADDRESS, network: BASE, asset: 'ETH' })
    expect(transakTokens).toBe(1)
    // Another replica took a new token (Transak invalidates the old one): refresh once, retry.
    expireTransakToken = true
    const retried = await post(urlEc, {
      provider: 'transak',
      address: ADDRESS,
      network: BASE,
      asset: 'ETH',
    })
    expect(retried.status).toBe(200)
    expect(transakTokens).toBe(2)
  })
})

describe('POST /onramp/session: refusals', () => {
  it('answers 400 naming the field for bad input and never calls a provider', async () => {
    const before = coinbase.seen.length
    for (const [body, field] of [
      [{ provider: 'coinbase', address: 'not-an-address', network: BASE, asset: 'ETH' }, 'address'],
      [
        { provider: 'coinbase', address: ADDRESS, network: 'eip155:31337', asset: 'ETH' },
        'network',
      ],
      [{ provider: 'coinbase', address: ADDRESS, network: BASE, asset: 'eth<script>' }, 'asset'],
      [
        { provider: 'coinbase', address: ADDRESS, network: BASE, asset: 'ETH', amount: -5 },
        'amount',
      ],
      [{ provider: 'moonpay', address: ADDRESS, network: BASE, asset: 'ETH' }, 'provider'],
    ] as const) {
      const { status, body: answer } = await post(urlEc, body)
      expect(status).toBe(400)
      expect(answer.error).toMatchObject({ code: 'INVALID_REQUEST', field })
    }
    expect(coinbase.seen.length).toBe(before)
  })

  it(
    'refuses an origin outside the project, and answers 404 without credentials',
    async () => {
      const foreign = await post(
        urlEc,
        { provider: 'coinbase', address: ADDRESS, network: BASE, asset: 'ETH' },
        'https://evil.example',
      )
      expect(foreign.status).toBe(403)
      const { url } = await start(testConfig({ onramp: {} }))
      const missing = await post(url, {
        provider: 'coinbase',
        address: ADDRESS,
        network: BASE,
        asset: 'ETH',
      })
      expect(missing.status).toBe(404)
      expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND', field: 'provider' })
    },
    START_TIMEOUT_MS,
  )

  it(
    "answers 502 when the provider refuses, or points Transak's widget elsewhere",
    async () => {
      const refusing = await standIn(() => ({ status: 401, body: { message: 'Unauthorized' } }))
      const elsewhere = await standIn(({ path }) =>
        path.endsWith('refresh-token')
          ? {
              status: 200,
              body: { data: { accessToken: 'a', expiresAt: Math.floor(Date.now() / 1000) + 3600 } },
            }
          : { status: 200, body: { data: { widgetUrl: 'https://evil.example/phish' } } },
      )
      const { url } = await start(
        testConfig({
          onramp: {
            coinbase: { apiKeyId: 'k', apiKeySecret: edSecret, apiUrl: refusing.url },
            transak: {
              apiKey: 'k',
              apiSecret: 's',
              apiUrl: elsewhere.url,
              gatewayUrl: elsewhere.url,
            },
          },
        }),
      )
      const refused = await post(url, {
        provider: 'coinbase',
        address: ADDRESS,
        network: BASE,
        asset: 'ETH',
      })
      expect(refused.status).toBe(502)
      const phished = await post(url, {
        provider: 'transak',
        address: ADDRESS,
        network: BASE,
        asset: 'ETH',
      })
      expect(phished.status).toBe(502)
      expect(phished.body.error.message).toMatch(/another host/)
      await refusing.close()
      await elsewhere.close()
    },
    START_TIMEOUT_MS,
  )
})

describe("the kit's providers through this server", () => {
  it('coinbaseOnramp and transakOnramp with sessionUrl open the widget URLs the server made', async () => {
    // The kit runs in a page of the project's origin; here its requests carry that Origin.
    const fetchFromOrigin = globalThis.fetch
    globalThis.fetch = (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('origin', ORIGIN)
      return fetchFromOrigin(input, { ...init, headers })
    }
    try {
      const request = { address: ADDRESS, network: BASE, asset: 'ETH', amount: 25 }
      const coinbaseUrl = await createOnRampUrl(coinbaseOnramp({ sessionUrl: urlEc }), request)
      expect(new URL(coinbaseUrl).searchParams.get('sessionToken')).toBe('ZWY4ZDk5YmQtc2Vzc2lvbg==')
      const transakUrl = await createOnRampUrl(transakOnramp({ sessionUrl: urlEc }), request)
      expect(transakUrl).toBe('https://global-stg.transak.com/?sessionId=abc123')
      // A server that fails: the visitor gets the catalogue's refusal naming the provider.
      await expect(
        createOnRampUrl(coinbaseOnramp({ sessionUrl: 'http://127.0.0.1:9' }), request),
      ).rejects.toMatchObject({
        code: 'ONRAMP_URL_REFUSED',
        shortMessage: 'Coinbase cannot be opened',
      })
    } finally {
      globalThis.fetch = fetchFromOrigin
    }
  })
})
