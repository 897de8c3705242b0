// WalletConnect one-click sign-in on the demo (issue 16; spec §4 "SIWX": universal-provider
// authentication only when all chains are eip155): `?siwx=required&families=eip155` keeps only
// the anvil chains, so the session proposal asks the WalletKit test wallet to sign in with its
// approval (`connect()`'s `authentication`; no `authenticate`, no deprecation warning). One scan →
// connected, no SIWXSignMessage, the wallet never asked personal_sign, and the connected
// network's session is read back from the demo's server with the token the page keeps; switching
// to the other anvil chain asks to sign there, as after any sign-in.
import { anvilPrivateKey, createTestWalletKit, type TestWalletKit } from '@gangway/testing'
import { afterEach, expect } from 'vitest'
import {
  isModalOpen,
  modal,
  openWalletConnectQr,
  waitForHookState,
  waitForModalClosed,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { pageTokens, serverSession } from './support/siwxSession.js'

useBrowser()

const wallets: TestWalletKit[] = []
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

scenario(
  'one scan with ?siwx=required&families=eip155: connected and signed in on the server, no sign view',
  async ({ page, demo, openDemo }) => {
    const wallet = await createTestWalletKit({
      relayUrl: demo.config.relayUrl,
      privateKey: anvilPrivateKey(11),
      chains: demo.config.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    })
    wallets.push(wallet)
    await openDemo({ params: { siwx: 'required', families: 'eip155' } })

    const qr = await openWalletConnectQr(page)
    // The wallet scans once and answers the one-click sign-in (bounded wait).
    await Promise.race([
      wallet.pair((await qr.getAttribute('data-uri')) as string),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the wallet did not pair within 20 s')), 20_000),
      ),
    ])

    const state = await waitForHookState(page, (s) => s.account.isConnected, 20_000)
    expect(state.account.address?.toLowerCase()).toBe(wallet.address.toLowerCase())
    // The flow found the session: idle, and the sign view never opens.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const flow = await (window as any).gangwayDemo.kit.controllers.siwx.get()
            return flow.store.getState().status
          }),
        { timeout: 15_000 },
      )
      .toBe('idle')
    await expect.poll(() => isModalOpen(page), { timeout: 10_000 }).toBe(false)
    expect(await modal(page).getByTestId('siwx-sign-message').count()).toBe(0)
    const methods = wallet.requests().map((request) => request.method)
    expect(methods).toContain('wc_sessionPropose')
    expect(methods).not.toContain('personal_sign')

    // The session of the connected network (the request's one nonce is taken once), read back
    // from the demo's server by the page's token; another network is asked on switching.
    const caip = (state.account.caipAddress as string).toLowerCase()
    expect(caip).toBe(`eip155:${demo.config.chains[0]!.chainId}:${wallet.address}`.toLowerCase())
    const tokens = await pageTokens(page)
    expect(Object.keys(tokens).map((key) => key.toLowerCase())).toEqual([caip])
    const read = await serverSession(Object.values(tokens)[0])
    expect(read.status).toBe(200)
    expect(read.body?.session?.address.toLowerCase()).toBe(caip)

    // The other anvil chain: asked to sign there (the wallet's personal_sign over the session).
    const other = `eip155:${demo.config.chains[1]!.chainId}`
    await page.getByTestId('network-button').first().click()
    await modal(page).locator(`[data-testid="network-option"][data-network-id="${other}"]`).click()
    const switched = await waitForHookState(
      page,
      new Function('s', `return s.network.caipNetworkId === ${JSON.stringify(other)}`) as never,
      20_000,
    )
    await modal(page).getByTestId('siwx-sign-message').waitFor({ timeout: 15_000 })
    await modal(page).getByTestId('siwx-sign').click()
    await waitForModalClosed(page)
    expect(wallet.requests().map((request) => request.method)).toContain('personal_sign')
    const otherCaip = (switched.account.caipAddress as string).toLowerCase()
    const after = await pageTokens(page)
    const otherKey = Object.keys(after).find((key) => key.toLowerCase() === otherCaip)
    expect((await serverSession(after[otherKey as string])).status).toBe(200)
  },
  { wallet: false, timeout: 90_000 },
)
