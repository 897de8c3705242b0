import { randomUUID } from 'node:crypto'
import { type AnvilNode, startAnvil } from '@gangway/testing'
import { launchBrowser, type Mailbox, startMailbox } from '@gangway/testing/tools'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  type Address,
  type Hex,
  parseEther,
  recoverTypedDataAddress,
  toHex,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildFrame } from '../../frame/build.mjs'
import { PROJECT, START_TIMEOUT_MS, testConfig } from '../testing/testServer.testing.js'
import {
  type FrameServer,
  frameMessages,
  gangwayFrame,
  type PageServer,
  request,
  serveHostPage,
  startFrameServer,
  waitForMessage,
} from './frameHost.testing.js'

// The embedded wallet end to end in Chromium: email login through the real SMTP mailbox, the
// wallet created in the frame (recovery code shown once), signing approved in the frame, ETH sent
// on anvil; then a new browser (no device blob): device approval, the recovery code, same wallet.

let gangway: FrameServer
let server: string
let host: PageServer
let mailbox: Mailbox
let node: AnvilNode
let browser: Browser
const email = `frame-${Date.now().toString(36)}@example.com`
let address: Address
let recoveryCode: string

const frameUrl = () =>
  `${server}/embedded/frame?projectId=${PROJECT}&chainId=eip155:31337&version=4`

async function openHost(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${host.origin}/?frame=${encodeURIComponent(frameUrl())}`)
  await waitForMessage(page, (message) => message.data.type === 'READY', 20_000)
  return page
}

/**
 * The visitor opens the newest approval link mailed to `email` in a browser tab and clicks
 * Approve: the page's own form post (Chromium sends it with `Origin: null`).
 */
async function approveDeviceByMail(since: number) {
  const mail = await mailbox.waitForMail({ to: email, subject: /device/i, since })
  const link = /https?:\/\/\S+\/embedded\/device\/approve\?\S+/.exec(mail.text)![0]
  const tab = await (await browser.newContext()).newPage()
  await tab.goto(link)
  await tab.getByRole('button', { name: 'Approve this device' }).click()
  await tab.getByRole('heading', { name: 'This device is approved' }).waitFor()
  await tab.context().close()
}

/** The 6-digit code of the newest mail to `email` sent after `since`. */
async function codeSince(since: number): Promise<string> {
  const mail = await mailbox.waitForMail({ to: email, subject: /code/i, since, timeoutMs: 15_000 })
  return /\d{6}/.exec(mail.subject)![0]
}

const event = (page: Page, type: string, after: number, reason?: string) =>
  waitForMessage(
    page,
    (message) =>
      message.data.id === null &&
      message.data.type === type &&
      (reason === undefined || message.data.payload?.reason === reason),
    20_000,
    after,
  )

/** Sends a not-safe RPC request, clicks `button` in the frame's dialog, returns the reply. */
async function approveRpc(
  page: Page,
  method: string,
  params: unknown,
  button = 'Approve',
  title?: string,
) {
  const after = (await frameMessages(page)).length
  const reply = request(
    page,
    server,
    'RPC_REQUEST',
    { method, params, chainId: 'eip155:31337' },
    {
      timeoutMs: 30_000,
    },
  )
  await event(page, 'SHOW', after, 'approve')
  const frame = gangwayFrame(page, server)
  await frame.getByRole('dialog', title ? { name: title } : {}).waitFor()
  const focused = await frame.evaluate(() => document.activeElement?.textContent)
  expect(focused).toBe('Approve')
  await frame.getByRole('button', { name: button }).click()
  const answer = await reply
  await event(page, 'HIDE', after)
  return answer
}

beforeAll(async () => {
  ;[host, mailbox, node] = await Promise.all([
    serveHostPage(),
    startMailbox(),
    startAnvil(),
    buildFrame(),
  ])
  gangway = await startFrameServer(() =>
    testConfig({
      projects: [{ id: PROJECT, origins: [host.origin] }],
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrls: [node.rpcUrl],
          publicRpcUrls: [node.rpcUrl],
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
      embedded: { smtp: { url: mailbox.url, from: 'Gangway <no-reply@test.example>' } },
    }),
  )
  server = gangway.url
  browser = await launchBrowser()
}, START_TIMEOUT_MS)

afterAll(async () => {
  await browser?.close()
  await gangway?.close()
  await Promise.all([host?.close(), mailbox?.close(), node?.stop()])
})

describe('the embedded wallet in the frame', { timeout: 90_000 }, () => {
  let page: Page

  it('logs in by email (device approved by the mailed link, then the code), creates the wallet and shows the recovery code once', async () => {
    page = await openHost(await browser.newContext())
    const since = Date.now() - 1
    const login = await request(page, server, 'CONNECT_EMAIL', { email })
    // A new email too: its device is approved by the mailed link before the code.
    expect(login).toMatchObject({
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_DEVICE' },
    })
    await approveDeviceByMail(since)
    const device = await request(page, server, 'CONNECT_DEVICE', {}, { timeoutMs: 30_000 })
    expect(device.payload).toEqual({ action: 'VERIFY_OTP' })
    const wrong = await request(page, server, 'CONNECT_OTP', { otp: '000000' })
    expect(wrong.type).toBe('CONNECT_OTP_ERROR')
    const otp = await codeSince(since)
    const after = (await frameMessages(page)).length
    const done = await request(page, server, 'CONNECT_OTP', { otp }, { timeoutMs: 30_000 })
    expect(done).toMatchObject({ type: 'CONNECT_OTP_SUCCESS', payload: {} })
    await event(page, 'SHOW', after, 'recovery')
    const frame = gangwayFrame(page, server)
    const shown = frame.getByLabel('Recovery code', { exact: true })
    recoveryCode = (await shown.textContent()) ?? ''
    expect(recoveryCode).toMatch(/^([A-Z2-7]{4}-){6}[A-Z2-7]{2}$/)
    await frame.getByRole('button', { name: 'I saved my recovery code' }).click()
    await event(page, 'HIDE', after)

    const user = await request(page, server, 'GET_USER', { chainId: 'eip155:31337' })
    expect(user.type).toBe('GET_USER_SUCCESS')
    expect(user.payload).toMatchObject({
      email,
      chainId: 'eip155:31337',
      accounts: [{ type: 'eoa', namespace: 'eip155' }],
    })
    address = user.payload.address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.payload.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    // The host page never sees key material: every message it got, as text.
    const everything = JSON.stringify(await frameMessages(page))
    expect(everything).not.toContain(recoveryCode)
    expect(everything).not.toMatch(/"token"|serverKey|"recovery":/i)
  })

  it('signs a message after Approve (verified with viem) and answers a Reject', async () => {
    const message = 'Hello from the embedded wallet'
    const signed = await approveRpc(page, 'personal_sign', [toHex(message), address])
    expect(signed.type).toBe('RPC_REQUEST_SUCCESS')
    const signature = signed.payload.result as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)

    const rejected = await approveRpc(page, 'personal_sign', [toHex('no'), address], 'Reject')
    expect(rejected).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request' },
    })
  })

  it('ABORT closes the open approval: the request ends with Request was aborted', async () => {
    const after = (await frameMessages(page)).length
    const id = randomUUID()
    const pending = request(
      page,
      server,
      'RPC_REQUEST',
      { method: 'personal_sign', params: [toHex('never'), address] },
      { id, timeoutMs: 30_000 },
    )
    await event(page, 'SHOW', after, 'approve')
    const aborted = await request(page, server, 'ABORT', { requestId: id })
    expect(aborted.type).toBe('ABORT_SUCCESS')
    expect(await pending).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'Request was aborted' },
    })
    await event(page, 'HIDE', after)
    const again = await request(page, server, 'ABORT', { requestId: id })
    expect(again).toMatchObject({
      type: 'ABORT_ERROR',
      payload: { message: 'No such open request' },
    })
  })

  it('signs typed data (eth_signTypedData_v4)', async () => {
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      domain: { name: 'Gangway', chainId: 31337 },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const signed = await approveRpc(page, 'eth_signTypedData_v4', [
      address,
      JSON.stringify(typedData),
    ])
    const { EIP712Domain: _, ...types } = typedData.types
    const recovered = await recoverTypedDataAddress({
      domain: typedData.domain,
      types,
      primaryType: 'Mail',
      message: typedData.message,
      signature: signed.payload.result,
    })
    expect(recovered).toBe(address)
  })

  it('sends ETH on anvil with eth_sendTransaction (nonce, gas and fees filled by the frame)', async () => {
    await node.request('anvil_setBalance', [address, toHex(parseEther('10'))])
    const to = '0x00000000000000000000000000000000000a11ce'
    const before = BigInt(await node.request<string>('eth_getBalance', [to, 'latest']))
    const sent = await approveRpc(page, 'eth_sendTransaction', [
      { from: address, to, value: toHex(parseEther('1.5')) },
    ])
    expect(sent.type).toBe('RPC_REQUEST_SUCCESS')
    const hash = sent.payload.result as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await node.request<{ status: string; from: string }>(
      'eth_getTransactionReceipt',
      [hash],
    )
    expect(receipt).toMatchObject({ status: '0x1', from: address.toLowerCase() })
    const after = BigInt(await node.request<string>('eth_getBalance', [to, 'latest']))
    expect(after - before).toBe(parseEther('1.5'))
    // A safe read method goes straight to the chain, no approval.
    const balance = await request(page, server, 'RPC_REQUEST', {
      method: 'eth_getBalance',
      params: [to, 'latest'],
    })
    expect(BigInt(balance.payload.result)).toBe(after)
  })

  it('wallet_sendCalls sends each call after one approval; wallet_getCallsStatus reads them', async () => {
    const first = '0x00000000000000000000000000000000000b0b01'
    const second = '0x00000000000000000000000000000000000b0b02'
    const capabilities = await request(page, server, 'RPC_REQUEST', {
      method: 'wallet_getCapabilities',
      params: [address],
    })
    expect(capabilities.payload).toEqual({ result: {} })
    const sent = await approveRpc(
      page,
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          from: address,
          chainId: '0x7a69',
          atomicRequired: false,
          calls: [
            { to: first, value: toHex(parseEther('0.25')) },
            { to: second, value: toHex(parseEther('0.5')) },
          ],
        },
      ],
      'Approve',
      'Send 2 transactions',
    )
    expect(sent.type).toBe('RPC_REQUEST_SUCCESS')
    // Pending (100) until both transactions are mined: anvil may answer a send before its block.
    const status = await vi.waitFor(
      async () => {
        const answer = await request(page, server, 'RPC_REQUEST', {
          method: 'wallet_getCallsStatus',
          params: [sent.payload.result.id],
        })
        expect(answer.payload.result.status).not.toBe(100)
        return answer
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(status.payload.result).toMatchObject({ status: 200, atomic: false, chainId: '0x7a69' })
    expect(status.payload.result.receipts).toHaveLength(2)
    expect(BigInt(await node.request<string>('eth_getBalance', [first, 'latest']))).toBe(
      parseEther('0.25'),
    )
    expect(BigInt(await node.request<string>('eth_getBalance', [second, 'latest']))).toBe(
      parseEther('0.5'),
    )
    const bad = await request(page, server, 'RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ calls: [{ to: 'nowhere' }] }],
    })
    expect(bad.type).toBe('RPC_REQUEST_ERROR')
  })

  it('a new browser (no device blob) needs device approval and the recovery code: same wallet', async () => {
    const fresh = await openHost(await browser.newContext())
    const since = Date.now() - 1
    // Not held by the first browser's 30 s cooldown: that one is per mailbox AND device.
    const login = await request(fresh, server, 'CONNECT_EMAIL', { email })
    expect(login.payload).toEqual({ action: 'VERIFY_DEVICE' })
    await approveDeviceByMail(since)
    const device = await request(fresh, server, 'CONNECT_DEVICE', {}, { timeoutMs: 30_000 })
    expect(device.payload).toEqual({ action: 'VERIFY_OTP' })
    const otp = await codeSince(since)
    const after = (await frameMessages(fresh)).length
    await request(fresh, server, 'CONNECT_OTP', { otp }, { timeoutMs: 30_000 })
    await event(fresh, 'SHOW', after, 'recovery')
    const user = await request(fresh, server, 'GET_USER', {})
    expect(user.payload.address).toBe(address)

    const frame = gangwayFrame(fresh, server)
    const input = frame.getByLabel('Recovery code', { exact: true })
    await input.fill('AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GG')
    await frame.getByRole('button', { name: 'Unlock wallet' }).click()
    await expect.poll(() => frame.getByRole('alert').textContent()).toBe('Invalid recovery code')
    await input.fill(recoveryCode.toLowerCase())
    await frame.getByRole('button', { name: 'Unlock wallet' }).click()
    await event(fresh, 'HIDE', after)
    const signed = await approveRpc(fresh, 'personal_sign', [toHex('again'), address])
    expect(
      await verifyMessage({ address, message: 'again', signature: signed.payload.result }),
    ).toBe(true)
  })

  it('after a reload the frame is still connected and signs without asking for the code', async () => {
    await page.reload()
    await waitForMessage(page, (message) => message.data.type === 'READY', 20_000)
    expect((await request(page, server, 'IS_CONNECTED', {})).payload).toEqual({ isConnected: true })
    const user = await request(page, server, 'GET_USER', { chainId: 'eip155:31337' })
    expect(user.payload).toMatchObject({ address, email })
    const signed = await approveRpc(page, 'personal_sign', [toHex('reloaded'), address])
    expect(
      await verifyMessage({ address, message: 'reloaded', signature: signed.payload.result }),
    ).toBe(true)
  })

  it('signs out: the session is gone, IS_CONNECTED is false', async () => {
    expect((await request(page, server, 'IS_CONNECTED', {})).payload).toEqual({ isConnected: true })
    expect((await request(page, server, 'SIGN_OUT', {})).type).toBe('SIGN_OUT_SUCCESS')
    expect((await request(page, server, 'IS_CONNECTED', {})).payload).toEqual({
      isConnected: false,
    })
  })
})
