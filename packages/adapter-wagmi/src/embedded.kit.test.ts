/**
 * The embedded wallet's kit side with the wagmi adapter: the AUTH connector a kit with
 * `embeddedWallet` lists, the email login completing into a connection through wagmi, the
 * provider's allow-list, approvals through the transaction stack, SIGN_OUT on disconnect, and
 * the restore after a reload. The frame's window is scripted (the real frame runs in Chromium:
 * the server's frame tests and the e2e suite), so these are the kit's own rules.
 */
import '../../core/src/embedded/testDom.testing.js'

import { createMemoryBackend, type Kit, type StorageBackend } from '@gangway/core'
import type { CaipNetwork } from '@gangway/core/adapter'
import { loadEmbedded } from '@gangway/core/embedded'
import { createKernelKit } from '@gangway/core/internal'
import { anvilPrivateKey } from '@gangway/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type ScriptedFrame,
  scriptInjectedFrame,
  startProbeServer,
  tick,
} from '../../core/src/embedded/scriptedFrame.testing.js'
import { page } from '../../core/src/embedded/testDom.testing.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const ADDRESS = privateKeyToAccount(anvilPrivateKey(0)).address
const SIGNATURE = `0x${'ab'.repeat(65)}`
const local: CaipNetwork = {
  id: 31337,
  name: 'Local',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

const local2: CaipNetwork = { ...local, id: 31338, name: 'Local 2', caipNetworkId: 'eip155:31338' }

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

function startKit(storage: StorageBackend = createMemoryBackend(), embedded = true) {
  const kit = createKernelKit({
    adapters: [new WagmiAdapter({ networks: [local, local2] })],
    networks: [local, local2],
    projectId: 'demo',
    storage,
    logger: { error: () => undefined, warn: () => undefined },
    ...(embedded && { embeddedWallet: { url: server.url } }),
  })
  kits.push(kit)
  return kit
}

/** A frame that knows one user: OTP 123456, a session once logged in; signatures wait. */
function answeringFrame(frame: ScriptedFrame, session = { loggedIn: false }) {
  const signs: { id: string; params: unknown }[] = []
  frame.respond((message) => {
    const ok = (payload: unknown) => frame.reply(message.id, `${message.type}_SUCCESS`, payload)
    const fail = (text: string) =>
      frame.reply(message.id, `${message.type}_ERROR`, { message: text })
    const payload = message.payload ?? {}
    switch (message.type) {
      case 'CONNECT_EMAIL':
        return ok({ action: 'VERIFY_OTP' })
      case 'CONNECT_OTP':
        if (payload.otp !== '123456') return fail('Invalid code')
        session.loggedIn = true
        return ok({})
      case 'IS_CONNECTED':
        return ok({ isConnected: session.loggedIn })
      case 'GET_USER':
        return ok({
          email: 'visitor@example.com',
          address: ADDRESS,
          chainId: 'eip155:31337',
          accounts: [{ address: ADDRESS, type: 'eoa', namespace: 'eip155' }],
        })
      case 'SIGN_OUT':
        session.loggedIn = false
        return ok({})
      case 'RPC_REQUEST':
        if (payload.method === 'eth_blockNumber') return ok({ result: '0x2a' })
        if (payload.method === 'personal_sign') {
          signs.push({ id: message.id, params: payload.params })
          frame.event('SHOW', { reason: 'approve' })
        }
        return
      case 'ABORT':
        return
      default:
        return ok({})
    }
  })
  return { signs, session }
}

/** The frame a restore injects, once it is there. */
async function injectedFrame() {
  for (let i = 0; i < 200 && !page.document.querySelector('iframe'); i++) await tick(25)
  return scriptInjectedFrame(page, new URL(server.url).origin)
}

/** Loads the login, starts `first` (which injects the frame), scripts the frame, READY. */
async function withFrame(
  kit: Kit,
  first: (login: Awaited<ReturnType<typeof loadEmbedded>>) => Promise<unknown>,
) {
  const login = await loadEmbedded(kit)
  const started = first(login)
  const frame = scriptInjectedFrame(page, new URL(server.url).origin)
  const answers = answeringFrame(frame)
  frame.ready()
  return { login, started, frame, answers }
}

describe('the embedded wallet in a kit with the wagmi adapter', () => {
  it('lists one AUTH connector when embeddedWallet is set, and loads no frame before a login', async () => {
    const kit = startKit()
    await kit.ready
    const auth = kit.controllers.connectors.getAuthConnector('eip155')
    expect(auth).toMatchObject({ id: 'AUTH', type: 'AUTH', chain: 'eip155' })
    expect(
      kit.stores.connectors.getState().connectors.filter((c) => c.type === 'AUTH'),
    ).toHaveLength(1)
    expect(page.document.querySelector('iframe')).toBeNull()
    const plain = startKit(createMemoryBackend(), false)
    await plain.ready
    expect(plain.controllers.connectors.getAuthConnector()).toBeUndefined()
    expect(plain.controllers.embedded).toBeUndefined()
    await expect(loadEmbedded(plain)).rejects.toMatchObject({ code: 'INVALID_OPTION' })
  })

  it('email → code → connected through AUTH: account, user email, login cache, SIGN_OUT on disconnect', async () => {
    const storage = createMemoryBackend()
    const kit = startKit(storage)
    await kit.ready
    await kit.open()
    const { login, started, frame } = await withFrame(kit, (l) =>
      l.connectEmail('visitor@example.com'),
    )
    await expect(started).resolves.toBe('VERIFY_OTP')
    // The 30 s cooldown: refused before anything is sent.
    await expect(login.connectEmail('visitor@example.com')).rejects.toMatchObject({
      code: 'RETRY_AFTER',
      shortMessage: 'Please try again after 30 seconds',
    })
    await expect(login.connectEmail('not an email')).rejects.toMatchObject({
      code: 'INVALID_OPTION',
    })
    expect(frame.requests('CONNECT_EMAIL')).toHaveLength(1)

    await expect(login.connectOtp('000000')).rejects.toMatchObject({ shortMessage: 'Invalid code' })
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    await login.connectOtp('123456')
    expect(kit.getAccount('eip155')).toMatchObject({
      isConnected: true,
      address: ADDRESS,
      connectorId: 'AUTH',
    })
    expect(kit.controllers.chain.getAccountState('eip155')?.user).toMatchObject({
      email: 'visitor@example.com',
      address: ADDRESS,
    })
    expect(kit.stores.router.getState().view).toBe('Account')
    expect(kit.controllers.storage.getEmbeddedLogin()).toEqual({
      emailLoginUsed: true,
      email: 'visitor@example.com',
      lastUsedChainId: 'eip155:31337',
    })

    await kit.disconnect()
    await vi.waitFor(() => expect(frame.requests('SIGN_OUT')).toHaveLength(1))
    expect(kit.controllers.storage.getEmbeddedLogin()).toEqual({ emailLoginUsed: false })
    expect(login.state.getState().user).toBeUndefined()
  })

  it('the provider refuses unknown methods before the frame sees them; reads go through', async () => {
    const kit = startKit()
    await kit.ready
    const { login, started, frame } = await withFrame(kit, (l) =>
      l.connectEmail('visitor@example.com'),
    )
    await started
    await login.connectOtp('123456')
    const provider = kit.getProvider('eip155') as { request(args: unknown): Promise<unknown> }
    const before = frame.posted.length
    await expect(
      provider.request({ method: 'eth_sign', params: [ADDRESS, '0x00'] }),
    ).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
    expect(frame.posted.length).toBe(before)
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x2a')
    const reads = frame.requests('RPC_REQUEST').map((p) => p.message.payload)
    expect(reads).toContainEqual({
      method: 'eth_blockNumber',
      params: [],
      chainId: 'eip155:31337',
    })
  })

  it('a signature shows ApproveTransaction while the frame asks; a rejection aborts the other open approvals', async () => {
    const kit = startKit()
    await kit.ready
    const { login, started, frame, answers } = await withFrame(kit, (l) =>
      l.connectEmail('visitor@example.com'),
    )
    await started
    await login.connectOtp('123456')
    kit.close()
    const adapter = kit.getAdapter('eip155')!
    const signing = adapter.signMessage({ message: 'hello', address: ADDRESS })
    await vi.waitFor(() => expect(answers.signs).toHaveLength(1))
    expect(kit.stores.modal.getState().open).toBe(true)
    expect(kit.stores.router.getState().view).toBe('ApproveTransaction')
    expect(login.frame.getState()).toEqual({ visible: true, reason: 'approve' })
    frame.reply(answers.signs[0]!.id, 'RPC_REQUEST_SUCCESS', { result: SIGNATURE })
    frame.event('HIDE')
    await expect(signing).resolves.toEqual({ signature: SIGNATURE })
    expect(login.frame.getState().visible).toBe(false)
    expect(kit.stores.modal.getState().open).toBe(false)

    // With the modal open on Account: pushed on the transaction stack, popped on HIDE.
    await kit.open()
    const first = adapter.signMessage({ message: 'one', address: ADDRESS })
    const second = adapter.signMessage({ message: 'two', address: ADDRESS })
    await vi.waitFor(() => {
      expect(answers.signs).toHaveLength(3)
      expect(kit.stores.router.getState()).toMatchObject({ view: 'ApproveTransaction' })
    })
    expect(kit.stores.router.getState().transactionStack).toHaveLength(1)
    frame.reply(answers.signs[1]!.id, 'RPC_REQUEST_ERROR', { message: 'User rejected the request' })
    await expect(first).rejects.toMatchObject({ code: 'USER_REJECTED' })
    await expect(second).rejects.toBeDefined()
    expect(frame.requests('ABORT').map((p) => p.message.payload)).toEqual([
      { requestId: answers.signs[2]!.id },
    ])
    frame.event('HIDE')
    expect(kit.stores.router.getState().view).toBe('Account')
    expect(kit.stores.router.getState().transactionStack).toHaveLength(0)
  })

  it('after a reload the stored AUTH connection is restored through IS_CONNECTED and GET_USER', async () => {
    const storage = createMemoryBackend()
    const kit = startKit(storage)
    await kit.ready
    const { login, started } = await withFrame(kit, (l) => l.connectEmail('visitor@example.com'))
    await started
    await login.connectOtp('123456')
    await kit.destroy()
    for (const iframe of page.document.querySelectorAll('iframe')) iframe.remove()

    // The page loads again: the restore asks the frame (a new one) whether the session lives.
    const again = startKit(storage)
    const frame = await injectedFrame()
    const answers = answeringFrame(frame, { loggedIn: true })
    frame.ready()
    await again.ready
    expect(again.getAccount('eip155')).toMatchObject({
      isConnected: true,
      address: ADDRESS,
      connectorId: 'AUTH',
    })
    expect(frame.requests('IS_CONNECTED')).toHaveLength(1)
    expect(answers.session.loggedIn).toBe(true)
    await again.destroy()
    for (const iframe of page.document.querySelectorAll('iframe')) iframe.remove()

    // The frame's session is gone: not restored, and the login cache is cleared.
    const third = startKit(storage)
    const gone = await injectedFrame()
    answeringFrame(gone, { loggedIn: false })
    gone.ready()
    await third.ready
    expect(third.getAccount('eip155').isConnected).toBe(false)
    expect(third.controllers.storage.getEmbeddedLogin()).toEqual({ emailLoginUsed: false })
  })

  it("follows the frame: a chain change moves the kit's network; LOGOUT disconnects and clears the cache", async () => {
    const kit = startKit()
    await kit.ready
    const { login, started, frame, answers } = await withFrame(kit, (l) =>
      l.connectEmail('visitor@example.com'),
    )
    await started
    await login.connectOtp('123456')
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe('eip155:31337')
    frame.event('ACCOUNT_CHANGED', { address: ADDRESS, chainId: 'eip155:31338' })
    for (let i = 0; i < 50 && kit.getActiveCaipNetwork()?.id !== 31338; i++) await tick(10)
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe('eip155:31338')
    const provider = kit.getProvider('eip155') as { request(args: unknown): Promise<unknown> }
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')

    // The frame's session ended (expired, revoked): it says so.
    answers.session.loggedIn = false
    frame.event('LOGOUT')
    for (let i = 0; i < 50 && kit.getAccount('eip155').isConnected; i++) await tick(10)
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    expect(kit.controllers.storage.getEmbeddedLogin()).toEqual({ emailLoginUsed: false })
    expect(login.state.getState().user).toBeUndefined()
    expect(frame.requests('SIGN_OUT')).toHaveLength(0)
  })
})
