import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFrameChannel, type FrameChannel, frameUrl } from './frameChannel.js'
import { scriptFrame, startProbeServer, testPage, tick } from './scriptedFrame.testing.js'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let server: Awaited<ReturnType<typeof startProbeServer>>
beforeAll(async () => {
  server = await startProbeServer()
})
afterAll(() => server.close())

function open(overrides: Partial<Parameters<typeof createFrameChannel>[0]> = {}) {
  const page = testPage()
  const onEvent = vi.fn()
  const onReadyTimeout = vi.fn()
  const channel = createFrameChannel({
    serverUrl: `${server.url}/`,
    projectId: 'demo',
    chainId: 'eip155:31337',
    document: page.document,
    readyTimeoutMs: 2_000,
    requestTimeoutMs: 2_000,
    onEvent,
    onReadyTimeout,
    ...overrides,
  })
  const frame = scriptFrame(page, channel.element, new URL(server.url).origin)
  return { page, channel, frame, onEvent, onReadyTimeout }
}

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending'
  promise.then(
    () => {
      state = 'resolved'
    },
    () => {
      state = 'rejected'
    },
  )
  await tick(5)
  return state
}

describe('the frame channel', () => {
  it('loads the frame hidden from {url}/embedded/frame with the spec §7 query', () => {
    const { page, channel } = open()
    const src = new URL(channel.element.src)
    expect(src.origin + src.pathname).toBe(`${server.url}/embedded/frame`)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'demo',
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: 'false',
    })
    expect(page.document.body.contains(channel.element)).toBe(true)
    expect(channel.element.getAttribute('style')).toContain('opacity:0')
    expect(channel.origin).toBe(new URL(server.url).origin)
    expect(
      frameUrl({ serverUrl: 'https://w.example//', projectId: 'p', chainId: 'eip155:1' }),
    ).toBe(
      'https://w.example/embedded/frame?projectId=p&chainId=eip155%3A1&version=4&enableLogger=false',
    )
    channel.destroy()
  })

  it('every request waits for READY, then goes to the frame origin only, with a fresh id', async () => {
    const { channel, frame } = open()
    const first = channel.request('IS_CONNECTED', {})
    const second = channel.request('GET_CHAIN_ID', {})
    await tick(5)
    expect(frame.posted).toEqual([])
    frame.ready()
    await tick(5)
    expect(frame.posted.map((p) => [p.message.source, p.message.type, p.targetOrigin])).toEqual([
      ['gangway-app', 'IS_CONNECTED', channel.origin],
      ['gangway-app', 'GET_CHAIN_ID', channel.origin],
    ])
    const [a, b] = frame.posted.map((p) => p.message.id)
    expect(a).toMatch(/^[0-9a-f-]{36}$/)
    expect(a).not.toBe(b)
    frame.reply(a as string, 'IS_CONNECTED_SUCCESS', { isConnected: true })
    frame.reply(b as string, 'GET_CHAIN_ID_SUCCESS', { chainId: 'eip155:31337' })
    await expect(first).resolves.toEqual({ isConnected: true })
    await expect(second).resolves.toEqual({ chainId: 'eip155:31337' })
    channel.destroy()
  })

  it('drops messages from another origin or another window (READY and replies alike)', async () => {
    const { channel, frame, page } = open()
    const pending = channel.request('IS_CONNECTED', {})
    // An impostor: the right data from a page of another origin, or from another window.
    frame.send({ source: 'gangway-frame', id: null, type: 'READY' }, { origin: 'http://evil.test' })
    frame.send({ source: 'gangway-frame', id: null, type: 'READY' }, { source: page.window })
    await tick(5)
    expect(frame.posted).toEqual([])
    frame.ready()
    await tick(5)
    const id = frame.posted[0]?.message.id as string
    frame.reply(id, 'IS_CONNECTED_SUCCESS', { isConnected: true }, { origin: 'http://evil.test' })
    frame.reply(id, 'IS_CONNECTED_SUCCESS', { isConnected: true }, { source: page.window })
    frame.reply(id, 'IS_CONNECTED_SUCCESS', { isConnected: true }, { source: null })
    expect(await settled(pending)).toBe('pending')
    frame.reply(id, 'IS_CONNECTED_SUCCESS', { isConnected: false })
    await expect(pending).resolves.toEqual({ isConnected: false })
    channel.destroy()
  })

  it('drops unknown ids, replayed replies and replies of another type', async () => {
    const { channel, frame } = open()
    frame.ready()
    const pending = channel.request('CONNECT_EMAIL', { email: 'a@b.co' })
    await tick(5)
    const id = frame.posted[0]?.message.id as string
    frame.reply('not-an-id', 'CONNECT_EMAIL_SUCCESS', { action: 'CONNECT' })
    frame.reply(id, 'CONNECT_OTP_SUCCESS', {})
    frame.reply(id, 'CONNECT_EMAIL', { action: 'CONNECT' })
    expect(await settled(pending)).toBe('pending')
    frame.reply(id, 'CONNECT_EMAIL_SUCCESS', { action: 'VERIFY_OTP' })
    await expect(pending).resolves.toEqual({ action: 'VERIFY_OTP' })
    // The same reply again, or an error for the answered id, reaches nobody.
    const next = channel.request('CONNECT_EMAIL', { email: 'a@b.co' })
    frame.reply(id, 'CONNECT_EMAIL_SUCCESS', { action: 'CONNECT' })
    frame.reply(id, 'CONNECT_EMAIL_ERROR', { message: 'late' })
    expect(await settled(next)).toBe('pending')
    const nextId = frame.posted[1]?.message.id as string
    expect(nextId).not.toBe(id)
    frame.reply(nextId, 'CONNECT_EMAIL_SUCCESS', { action: 'CONNECT' })
    await expect(next).resolves.toEqual({ action: 'CONNECT' })
    channel.destroy()
  })

  it('drops malformed messages and payloads that do not match the catalogue', async () => {
    const { channel, frame, onEvent } = open()
    frame.ready()
    const pending = channel.request('GET_USER', {})
    await tick(5)
    const id = frame.posted[0]?.message.id as string
    for (const data of [
      null,
      'READY',
      [],
      { id, type: 'GET_USER_SUCCESS', payload: {} },
      { source: 'gangway-app', id, type: 'GET_USER_SUCCESS' },
      { source: 'gangway-frame', id: 42, type: 'GET_USER_SUCCESS' },
      { source: 'gangway-frame', id: 'x'.repeat(101), type: 'GET_USER_SUCCESS' },
      Object.assign(Object.create({ source: 'gangway-frame' }), { id, type: 'GET_USER_SUCCESS' }),
    ])
      frame.send(data)
    for (const payload of [
      undefined,
      {},
      { address: 7, chainId: 'eip155:1', accounts: [] },
      { address: '0xabc', chainId: 'eip155:1', accounts: 'all' },
      { address: '0xabc', chainId: 'eip155:1', accounts: [{ address: '0xabc' }] },
      { address: '0xabc', chainId: 'eip155:1', accounts: [], email: 'not an email' },
      { address: '0xabc', chainId: 'eip155:1', accounts: [], userName: { name: 'x' } },
      { address: '0xnot-an-address', chainId: 'eip155:1', accounts: [] },
      { address: A, chainId: '31337', accounts: [] },
      { address: A, chainId: 'eip155:0x7a69', accounts: [] },
      { address: A, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accounts: [] },
      { address: A, chainId: 'eip155:1', accounts: [{ address: A, namespace: 'toString' }] },
      { address: A, chainId: 'eip155:1', accounts: [{ address: A, namespace: 'solana' }] },
      { address: A, chainId: 'eip155:1', accounts: [], solanaAddress: '0OIl' },
    ])
      frame.reply(id, 'GET_USER_SUCCESS', payload)
    frame.event('SHOW', { reason: 'everything' })
    for (const height of [0, -5, 12.5, 4001, Number.NaN, '300', null])
      frame.event('SIZE', { height })
    frame.event('SIZE')
    frame.event('ACCOUNT_CHANGED', { address: A, chainId: -1 })
    frame.event('ACCOUNT_CHANGED', { address: 'nope', chainId: 1 })
    frame.event('ACCOUNT_CHANGED', {
      address: A,
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
    frame.event('NOT_AN_EVENT')
    expect(await settled(pending)).toBe('pending')
    expect(onEvent).not.toHaveBeenCalled()
    const user = {
      address: A,
      chainId: 'eip155:31337',
      accounts: [{ address: A, type: 'eoa', namespace: 'eip155' }],
      email: 'visitor@example.com',
      extra: 'dropped',
    }
    frame.reply(id, 'GET_USER_SUCCESS', user)
    await expect(pending).resolves.toEqual({
      address: A,
      chainId: 'eip155:31337',
      accounts: [{ address: A, type: 'eoa', namespace: 'eip155' }],
      email: 'visitor@example.com',
    })
    frame.event('SHOW', { reason: 'approve' })
    frame.event('SIZE', { height: 262 })
    frame.event('HIDE')
    expect(onEvent.mock.calls).toEqual([
      [{ type: 'SHOW', reason: 'approve' }],
      [{ type: 'SIZE', height: 262 }],
      [{ type: 'HIDE' }],
    ])
    channel.destroy()
  })

  it("a frame error rejects with its message; a malformed one with 'An error occurred'", async () => {
    const { channel, frame } = open()
    frame.ready()
    frame.respond((message) => {
      const payload = (message.payload ?? {}) as Record<string, unknown>
      const text =
        payload.otp === '000000' ? 'Invalid code' : payload.otp === '111111' ? 7 : undefined
      if (message.type === 'CONNECT_OTP')
        frame.reply(
          message.id,
          'CONNECT_OTP_ERROR',
          text === undefined ? undefined : { message: text },
        )
      if (message.type === 'RPC_REQUEST')
        frame.reply(message.id, 'RPC_REQUEST_ERROR', {
          message: 'Requested RPC call is not allowed',
        })
    })
    await expect(channel.request('CONNECT_OTP', { otp: '000000' })).rejects.toMatchObject({
      code: 'FRAME_ERROR',
      shortMessage: 'Invalid code',
    })
    await expect(channel.request('CONNECT_OTP', { otp: '111111' })).rejects.toMatchObject({
      code: 'FRAME_ERROR',
      shortMessage: 'An error occurred',
    })
    await expect(channel.request('CONNECT_OTP', { otp: '222222' })).rejects.toMatchObject({
      shortMessage: 'An error occurred',
    })
    await expect(channel.request('RPC_REQUEST', { method: 'eth_sign' })).rejects.toMatchObject({
      code: 'RPC_NOT_ALLOWED',
      shortMessage: 'Requested RPC call is not allowed',
    })
    channel.destroy()
  })

  it("a request past its time limit fails with 'Something went wrong' and the frame is told to drop it", async () => {
    const { channel, frame } = open({ requestTimeoutMs: 40 })
    frame.ready()
    const pending = channel.request('CONNECT_DEVICE', {})
    await expect(pending).rejects.toMatchObject({
      code: 'REQUEST_FAILED',
      shortMessage: 'Something went wrong',
    })
    const id = frame.requests('CONNECT_DEVICE')[0]?.message.id
    expect(frame.requests('ABORT').map((p) => p.message.payload)).toEqual([{ requestId: id }])
    // A late answer changes nothing.
    frame.reply(id as string, 'CONNECT_DEVICE_SUCCESS', { action: 'VERIFY_OTP' })
    // No limit for a request that waits for the visitor.
    const waiting = channel.request('RPC_REQUEST', { method: 'personal_sign' }, { timeoutMs: null })
    await tick(80)
    expect(await settled(waiting)).toBe('pending')
    channel.destroy()
    await expect(waiting).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
  })

  it("an abort ends the request with 'Request was aborted' and sends ABORT", async () => {
    const { channel, frame } = open()
    frame.ready()
    const controller = new AbortController()
    const pending = channel.request('CONNECT_FARCASTER', {}, { signal: controller.signal })
    await tick(5)
    controller.abort()
    await expect(pending).rejects.toMatchObject({
      code: 'REQUEST_ABORTED',
      shortMessage: 'Request was aborted',
    })
    const id = frame.requests('CONNECT_FARCASTER')[0]?.message.id
    expect(frame.requests('ABORT').map((p) => p.message.payload)).toEqual([{ requestId: id }])
    await expect(
      channel.request('IS_CONNECTED', {}, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    // abort(which) picks requests.
    const sign = channel.request('RPC_REQUEST', { method: 'personal_sign' }, { timeoutMs: null })
    const read = channel.request('RPC_REQUEST', { method: 'eth_call' })
    await tick(5)
    channel.abort((_type, payload) => payload?.method === 'personal_sign')
    await expect(sign).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    expect(await settled(read)).toBe('pending')
    channel.destroy()
  })

  it("no READY in time: the 'Invalid App Configuration' alert, and waiting requests fail", async () => {
    const { channel, frame, onReadyTimeout } = open({ readyTimeoutMs: 40 })
    const pending = channel.request('IS_CONNECTED', {})
    await expect(pending).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    expect(onReadyTimeout).toHaveBeenCalledOnce()
    expect(channel.usable()).toBe(false)
    frame.ready()
    await expect(channel.request('IS_CONNECTED', {})).rejects.toMatchObject({
      code: 'FRAME_LOAD_FAILED',
    })
    expect(frame.posted).toEqual([])
    channel.destroy()
  })

  it("a server that cannot be reached: 'Unable to load email login dependency'", async () => {
    const { channel, onReadyTimeout } = open({ serverUrl: server.closedUrl })
    await expect(channel.request('IS_CONNECTED', {})).rejects.toMatchObject({
      code: 'FRAME_LOAD_FAILED',
      shortMessage: 'Unable to load email login dependency',
    })
    expect(onReadyTimeout).not.toHaveBeenCalled()
    channel.destroy()
  })

  it("the iframe's error event fails the load the same way", async () => {
    const { channel, page } = open()
    page.letIframeErrorsThrough()
    channel.element.dispatchEvent(new page.window.Event('error') as unknown as Event)
    await expect(channel.ready).rejects.toMatchObject({ code: 'FRAME_LOAD_FAILED' })
    channel.destroy()
  })

  it('destroy removes the frame, stops listening and ends what is pending', async () => {
    const { channel, frame, page } = open()
    frame.ready()
    const pending = channel.request('IS_CONNECTED', {})
    await tick(5)
    const id = frame.posted[0]?.message.id as string
    channel.destroy()
    await expect(pending).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    expect(page.document.body.contains(channel.element)).toBe(false)
    frame.reply(id, 'IS_CONNECTED_SUCCESS', { isConnected: true })
    await expect((channel as FrameChannel).request('IS_CONNECTED')).rejects.toMatchObject({
      code: 'REQUEST_ABORTED',
    })
  })
})
