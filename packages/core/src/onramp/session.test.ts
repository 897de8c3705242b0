import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isKitError } from '../errors/KitError.js'
import { coinbaseOnramp } from './coinbase.js'
import { createOnRampUrl } from './providers.js'
import { transakOnramp } from './transak.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let answer: unknown
let seen: any
const server = createServer(async (request, response) => {
  let text = ''
  for await (const chunk of request) text += chunk
  seen = { path: request.url, body: JSON.parse(text) }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
})
let url = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('providers with a sessionUrl', () => {
  it("post the request to the host's server and open the widget URL it answers", async () => {
    answer = { url: 'https://pay.coinbase.com/buy/select-asset?sessionToken=abc' }
    const request = { address: ADDRESS, network: 'eip155:8453', asset: 'USDC', amount: 30 }
    expect(await createOnRampUrl(coinbaseOnramp({ sessionUrl: url }), request)).toBe(
      'https://pay.coinbase.com/buy/select-asset?sessionToken=abc',
    )
    expect(seen).toEqual({ path: '/onramp/session', body: { provider: 'coinbase', ...request } })
  })

  it("refuse an answer that is not https on the provider's own widget host", async () => {
    const request = { address: ADDRESS, network: 'eip155:8453', asset: 'ETH' }
    for (const [provider, bad] of [
      [coinbaseOnramp({ sessionUrl: url }), 'https://evil.example/buy'],
      [coinbaseOnramp({ sessionUrl: url }), 'http://pay.coinbase.com/buy'],
      [transakOnramp({ sessionUrl: url }), 'https://pay.coinbase.com/buy'],
      [transakOnramp({ sessionUrl: url }), 'javascript:alert(1)'],
      [transakOnramp({ sessionUrl: url }), 42],
    ] as const) {
      answer = { url: bad }
      const error = await createOnRampUrl(provider, request).catch((cause: unknown) => cause)
      expect(isKitError(error, 'ONRAMP_URL_REFUSED')).toBe(true)
    }
  })

  it('check the network and asset before asking the server', async () => {
    seen = undefined
    const error = await createOnRampUrl(coinbaseOnramp({ sessionUrl: url }), {
      address: ADDRESS,
      network: 'eip155:31337',
      asset: 'ETH',
    }).catch((cause: unknown) => cause)
    expect(isKitError(error, 'ONRAMP_URL_REFUSED')).toBe(true)
    expect(seen).toBeUndefined()
  })
})
