import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { launchBrowser } from './launchBrowser.js'
import { testWalletInitScript } from './testWalletInitScript.js'

const KEY = anvilPrivateKey(7)
const ADDRESS = privateKeyToAccount(KEY).address

// A dapp page that discovers wallets the EIP-6963 way, after the init script has run.
const PAGE = `<!doctype html><html><head><title>dapp</title></head><body><script>
  window.announced = []
  window.addEventListener('eip6963:announceProvider', (event) => window.announced.push(event.detail))
  window.dispatchEvent(new Event('eip6963:requestProvider'))
</script></body></html>`

describe('injected test wallet in Chromium', () => {
  let node: AnvilNode
  let server: Server
  let origin: string
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(PAGE)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    ;[node, browser] = await Promise.all([startAnvil(), launchBrowser()])
    page = await browser.newPage()
    await page.addInitScript(
      await testWalletInitScript({
        rpcUrl: node.rpcUrl,
        chainId: 31_337,
        privateKey: KEY,
        uuid: '7f6bd5a4-6f6b-4e1a-9c57-2d2a0f7c1e11',
      }),
    )
    await page.goto(origin)
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
    await node?.stop()
  })

  it('announces itself over EIP-6963 with its info, once per requestProvider', async () => {
    const announced = await page.evaluate(() =>
      (window as any).announced.map((detail: any) => ({
        info: detail.info,
        frozen: Object.isFrozen(detail),
        sameAsWindowEthereum: detail.provider === (window as any).ethereum,
        hasRequest: typeof detail.provider.request === 'function',
      })),
    )
    expect(announced).toEqual([
      {
        info: {
          uuid: '7f6bd5a4-6f6b-4e1a-9c57-2d2a0f7c1e11',
          name: 'Gangway Test Wallet',
          rdns: 'dev.gangway.testwallet',
          icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        },
        frozen: true,
        sameAsWindowEthereum: true,
        hasRequest: true,
      },
    ])
    const count = await page.evaluate(() => {
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      return (window as any).announced.length
    })
    expect(count).toBe(2)
  })

  it('connects and signs in the page; the signature verifies with viem', async () => {
    const message = 'Sign in to Gangway from the browser'
    const result = await page.evaluate(async (text) => {
      const provider = (window as any).announced[0].provider
      const [account] = await provider.request({ method: 'eth_requestAccounts' })
      const chainId = await provider.request({ method: 'eth_chainId' })
      const hex = `0x${Array.from(new TextEncoder().encode(text), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('')}`
      const signature = await provider.request({ method: 'personal_sign', params: [hex, account] })
      return { account, chainId, signature }
    }, message)
    expect(result.account).toBe(ADDRESS)
    expect(result.chainId).toBe('0x7a69')
    expect(
      await verifyMessage({ address: ADDRESS, message, signature: result.signature as Hex }),
    ).toBe(true)
  })

  it('reads from anvil and exposes the test controls on window.gangwayTestWallet', async () => {
    const outcome = await page.evaluate(async (address) => {
      const wallet = (window as any).gangwayTestWallet
      const balance = await wallet.request({
        method: 'eth_getBalance',
        params: [address, 'latest'],
      })
      wallet.rejectNext()
      const rejected = await wallet
        .request({ method: 'eth_requestAccounts' })
        .catch((error: any) => ({ code: error.code, message: error.message }))
      return { balance, rejected }
    }, ADDRESS)
    expect(BigInt(outcome.balance)).toBe(10_000n * 10n ** 18n)
    expect(outcome.rejected).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it("remembers the site's connection across a reload, as an extension does, until the site revokes it", async () => {
    const accounts = () =>
      page.evaluate(() => (window as any).ethereum.request({ method: 'eth_accounts' }))
    // Connected by the test above: after a reload the site sees the account at once.
    await page.reload()
    expect(await accounts()).toEqual([ADDRESS])
    await page.evaluate(() =>
      (window as any).ethereum.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      }),
    )
    await page.reload()
    expect(await accounts()).toEqual([])
  })
})
