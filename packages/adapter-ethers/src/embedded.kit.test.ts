/**
 * The embedded wallet with the ethers adapter: the AUTH connector is one more discovered EIP-1193
 * wallet; a login connects through it, a signature goes to the frame (approval shown), and a
 * disconnect signs out. The frame's window is scripted (the real frame runs in Chromium).
 */
import '../../core/src/embedded/testDom.testing.js'
import { createMemoryBackend, type Kit } from '@gangway/core'
import type { CaipNetwork } from '@gangway/core/adapter'
import { loadEmbedded } from '@gangway/core/embedded'
import { createKernelKit } from '@gangway/core/internal'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  scriptInjectedFrame,
  startProbeServer,
  tick,
} from '../../core/src/embedded/scriptedFrame.testing.js'
import { page } from '../../core/src/embedded/testDom.testing.js'
import { EthersAdapter } from './EthersAdapter.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SIGNATURE = `0x${'cd'.repeat(65)}`
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
})

describe('the embedded wallet in a kit with the ethers adapter', () => {
  it('logs in, connects through AUTH, signs through the frame, signs out on disconnect', async () => {
    const kit = createKernelKit({
      adapters: [new EthersAdapter()],
      networks: [local],
      projectId: 'demo',
      storage: createMemoryBackend(),
      embeddedWallet: { url: server.url },
      logger: { error: () => undefined, warn: () => undefined },
    })
    kits.push(kit)
    await kit.ready
    expect(kit.controllers.connectors.getAuthConnector('eip155')).toMatchObject({ id: 'AUTH' })
    const login = await loadEmbedded(kit)
    const started = login.connectEmail('visitor@example.com')
    const frame = scriptInjectedFrame(page, new URL(server.url).origin)
    frame.respond((message) => {
      const ok = (payload: unknown) => frame.reply(message.id, `${message.type}_SUCCESS`, payload)
      const method = message.payload?.method
      if (message.type === 'CONNECT_EMAIL') return ok({ action: 'VERIFY_OTP' })
      if (message.type === 'GET_USER')
        return ok({
          address: ADDRESS,
          chainId: 'eip155:31337',
          accounts: [{ address: ADDRESS, type: 'eoa', namespace: 'eip155' }],
        })
      if (message.type === 'RPC_REQUEST' && method === 'personal_sign') {
        frame.event('SHOW', { reason: 'approve' })
        setTimeout(() => {
          ok({ result: SIGNATURE })
          frame.event('HIDE')
        }, 20)
        return
      }
      if (message.type === 'RPC_REQUEST') return ok({ result: null })
      if (message.type === 'ABORT') return
      return ok({})
    })
    frame.ready()
    await started
    await login.connectOtp('123456')
    expect(kit.getAccount('eip155')).toMatchObject({
      isConnected: true,
      address: ADDRESS,
      connectorId: 'AUTH',
    })
    const signing = kit.getAdapter('eip155')!.signMessage({ message: 'hi', address: ADDRESS })
    for (let i = 0; i < 100 && kit.stores.router.getState().view !== 'ApproveTransaction'; i++)
      await tick(5)
    expect(kit.stores.router.getState().view).toBe('ApproveTransaction')
    await expect(signing).resolves.toEqual({ signature: SIGNATURE })
    expect(frame.requests('RPC_REQUEST').map((p) => p.message.payload?.method)).toContain(
      'personal_sign',
    )
    await kit.disconnect()
    await tick(5)
    expect(frame.requests('SIGN_OUT')).toHaveLength(1)
  })
})
