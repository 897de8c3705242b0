import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signatureVerify } from '@polkadot/util-crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../browser/launchBrowser.js'
import {
  bundlePolkadotTestExtension,
  polkadotTestExtensionInitScript,
} from './polkadotTestExtensionInitScript.js'

const PAGE = '<!doctype html><html><head><title>dapp</title></head><body></body></html>'

describe('Polkadot test extension in Chromium (init script)', () => {
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
      await polkadotTestExtensionInitScript({ accounts: [{ uri: '//Charlie', name: 'Charlie' }] }),
    )
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('bundles on its own (no viem, no bitcoinjs)', async () => {
    const bundle = await bundlePolkadotTestExtension()
    expect(bundle).toContain('injectedWeb3')
    expect(bundle).not.toContain('viem')
    expect(bundle).not.toContain('btc_providers')
  })

  it('is at window.injectedWeb3 and signs raw bytes that signatureVerify accepts', async () => {
    const { accounts, signature } = await page.evaluate(async () => {
      const entry = (window as any).injectedWeb3['gangway-test']
      const injected = await entry.enable('Chromium dapp')
      const accounts = await injected.accounts.get()
      const data = `0x${Array.from(new TextEncoder().encode('hello page'), (b) => b.toString(16).padStart(2, '0')).join('')}`
      const { signature } = await injected.signer.signRaw({
        address: accounts[0].address,
        data,
        type: 'bytes',
      })
      return { accounts, signature }
    })
    expect(accounts).toEqual([expect.objectContaining({ name: 'Charlie', type: 'sr25519' })])
    expect(signatureVerify('hello page', signature, accounts[0].address).isValid).toBe(true)
  })

  it('still trusts the site after a reload', async () => {
    await page.reload()
    const origins = await page.evaluate(async () => {
      await (window as any).gangwayTestPolkadot.ready
      return (window as any).gangwayTestPolkadot.authorizedOrigins
    })
    expect(origins).toEqual(['Chromium dapp'])
  })
})
