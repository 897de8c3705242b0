import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Verifier } from 'bip322-js'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../browser/launchBrowser.js'
import {
  bitcoinTestProviderInitScript,
  bundleBitcoinTestProvider,
} from './bitcoinTestProviderInitScript.js'

const PAGE = '<!doctype html><html><head><title>dapp</title></head><body></body></html>'
const PRIVATE_KEY = '11'.repeat(32)

describe('Bitcoin test provider in Chromium (init script)', () => {
  let server: Server
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(PAGE)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    browser = await launchBrowser()
    page = await browser.newPage()
    await page.addInitScript(
      await bitcoinTestProviderInitScript({ privateKey: PRIVATE_KEY, name: 'Page BTC Wallet' }),
    )
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('bundles on its own (no viem, no polkadot)', async () => {
    const bundle = await bundleBitcoinTestProvider()
    expect(bundle).toContain('btc_providers')
    expect(bundle).not.toContain('viem')
    expect(bundle).not.toContain('injectedWeb3')
  })

  it('registers in window.btc_providers and signs a BIP-322 message that verifies', async () => {
    const registry = await page.evaluate(() => (window as any).btc_providers)
    expect(registry).toEqual([
      expect.objectContaining({ id: 'GangwayTestBitcoinProvider', name: 'Page BTC Wallet' }),
    ])
    const { address, signature } = await page.evaluate(async () => {
      const provider = (window as any).GangwayTestBitcoinProvider
      const accounts = await provider.request('getAccounts', { purposes: ['payment'] })
      const address = accounts.result[0].address
      const signed = await provider.request('signMessage', { address, message: 'from the page' })
      return { address, signature: signed.result.signature }
    })
    expect(address).toMatch(/^tb1q/)
    expect(Verifier.verifySignature(address, 'from the page', signature)).toBe(true)
  })

  it('keeps the authorisation across a reload', async () => {
    await page.reload()
    const answer = await page.evaluate(async () =>
      (window as any).gangwayTestBitcoin.request('wallet_getAccount', null),
    )
    expect(answer.result.addresses[0].address).toMatch(/^tb1q/)
  })
})
