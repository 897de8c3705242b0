/**
 * The embedded wallet's kit side with the Solana adapter: the AUTH connector (a Phantom-style
 * provider behind the secure frame) connects after a login, signs a message through the frame
 * (base58 message and signature), refuses to restore a session the frame no longer has. The
 * frame's window is scripted (the real frame runs in Chromium: the server's frame tests).
 */
import '../../core/src/embedded/testDom.testing.js'

import { createMemoryBackend, type Kit } from '@gangway/core'
import { decodeBase58, encodeBase58 } from '@gangway/core/adapter'
import { loadEmbedded } from '@gangway/core/embedded'
import { createKernelKit } from '@gangway/core/internal'
import { Keypair } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type ScriptedFrame,
  scriptInjectedFrame,
  startProbeServer,
  tick,
} from '../../core/src/embedded/scriptedFrame.testing.js'
import { page } from '../../core/src/embedded/testDom.testing.js'
import { solanaDevnet } from './networks.js'
import { SolanaAdapter } from './SolanaAdapter.js'

const SOLANA_ADDRESS = Keypair.generate().publicKey.toBase58()
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SIGNATURE = new Uint8Array(64).fill(7)

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

function answer(frame: ScriptedFrame, session = { loggedIn: false }) {
  frame.respond((message) => {
    const ok = (payload: unknown) => frame.reply(message.id, `${message.type}_SUCCESS`, payload)
    const payload = message.payload ?? {}
    if (message.type === 'CONNECT_OTP') session.loggedIn = true
    if (message.type === 'IS_CONNECTED') return ok({ isConnected: session.loggedIn })
    if (message.type === 'GET_USER')
      return ok({
        email: 'visitor@example.com',
        address: EVM_ADDRESS,
        chainId: 'eip155:1',
        accounts: [
          { address: EVM_ADDRESS, type: 'eoa', namespace: 'eip155' },
          { address: SOLANA_ADDRESS, type: 'eoa', namespace: 'solana' },
        ],
        solanaAddress: SOLANA_ADDRESS,
      })
    if (message.type === 'RPC_REQUEST' && payload.method === 'solana_signMessage')
      return ok({ result: { signature: encodeBase58(SIGNATURE) } })
    if (message.type === 'ABORT') return
    return ok(message.type === 'CONNECT_EMAIL' ? { action: 'VERIFY_OTP' } : {})
  })
  return session
}

describe('the embedded wallet in a kit with the Solana adapter', () => {
  it('logs in, connects solana through AUTH, signs through the frame, signs out on disconnect', async () => {
    const storage = createMemoryBackend()
    const kit = createKernelKit({
      adapters: [new SolanaAdapter()],
      networks: [solanaDevnet],
      projectId: 'demo',
      storage,
      embeddedWallet: { url: server.url },
      logger: { error: () => undefined, warn: () => undefined },
    })
    kits.push(kit)
    await kit.ready
    expect(kit.controllers.connectors.getAuthConnector('solana')).toMatchObject({
      id: 'AUTH',
      type: 'AUTH',
      chain: 'solana',
    })
    const login = await loadEmbedded(kit)
    const started = login.connectEmail('visitor@example.com')
    const frame = scriptInjectedFrame(page, new URL(server.url).origin)
    answer(frame)
    frame.ready()
    await expect(started).resolves.toBe('VERIFY_OTP')
    await login.connectOtp('123456')
    expect(kit.getAccount('solana')).toMatchObject({
      isConnected: true,
      address: SOLANA_ADDRESS,
      connectorId: 'AUTH',
    })
    expect(kit.controllers.chain.getAccountState('solana')?.user).toMatchObject({
      email: 'visitor@example.com',
      address: SOLANA_ADDRESS,
    })

    const { signature } = await kit.getAdapter('solana')!.signMessage({
      message: 'hello',
      address: SOLANA_ADDRESS,
    })
    expect(decodeBase58(signature)).toEqual(SIGNATURE)
    const sign = frame.requests('RPC_REQUEST').at(-1)?.message.payload
    expect(sign).toEqual({
      method: 'solana_signMessage',
      params: { message: encodeBase58(new TextEncoder().encode('hello')) },
      chainId: solanaDevnet.caipNetworkId,
    })

    await kit.disconnect()
    await tick(5)
    expect(frame.requests('SIGN_OUT')).toHaveLength(1)
    expect(kit.controllers.storage.getEmbeddedLogin().emailLoginUsed).toBe(false)
  })

  it('a stored AUTH connection whose frame session is gone is not restored', async () => {
    const storage = createMemoryBackend()
    const start = () => {
      const kit = createKernelKit({
        adapters: [new SolanaAdapter()],
        networks: [solanaDevnet],
        projectId: 'demo',
        storage,
        embeddedWallet: { url: server.url },
        logger: { error: () => undefined, warn: () => undefined },
      })
      kits.push(kit)
      return kit
    }
    const kit = start()
    await kit.ready
    const login = await loadEmbedded(kit)
    const started = login.connectEmail('visitor@example.com')
    const frame = scriptInjectedFrame(page, new URL(server.url).origin)
    const session = answer(frame)
    frame.ready()
    await started
    await login.connectOtp('123456')
    expect(kit.getAccount('solana').isConnected).toBe(true)
    await kit.destroy()
    for (const iframe of page.document.querySelectorAll('iframe')) iframe.remove()

    session.loggedIn = false
    const again = start()
    for (let i = 0; i < 200 && !page.document.querySelector('iframe'); i++) await tick(25)
    const next = scriptInjectedFrame(page, new URL(server.url).origin)
    answer(next, session)
    next.ready()
    await again.ready
    expect(again.getAccount('solana').isConnected).toBe(false)
    expect(next.requests('IS_CONNECTED')).toHaveLength(1)
    expect(next.requests('GET_USER')).toHaveLength(0)
  })
})
