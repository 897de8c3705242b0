import { Address, Cell, contractAddress, loadMessage, loadStateInit, toNano } from '@ton/ton'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTonSandbox, type TonSandbox } from '../sandbox/startTonSandbox.js'
import { verifyTonProof, verifyTonSignData } from '../verifyTonSignatures.js'
import { createTonConnectTestWallet } from './createTonConnectTestWallet.js'
import { deriveTonTestKey, TON_TEST_MNEMONIC_2 } from './tonKeys.js'

const MANIFEST = 'https://dapp.example/tonconnect-manifest.json'
let requestId = 1
const request = (method: string, payload?: object, id = requestId++) => ({
  method,
  params: payload === undefined ? [] : [JSON.stringify(payload)],
  id: String(id),
})

describe('the TON Connect test wallet (JS bridge protocol, real keys, sandbox node)', () => {
  let node: TonSandbox
  beforeAll(async () => {
    node = await startTonSandbox()
  }, 30_000)
  afterAll(() => node?.stop())

  it('connects with ton_addr and a ton_proof that verifies; its StateInit is its address', async () => {
    const wallet = createTonConnectTestWallet({ rpcUrl: node.rpcUrl })
    const event = await wallet.bridge.connect(2, {
      manifestUrl: MANIFEST,
      items: [{ name: 'ton_addr' }, { name: 'ton_proof', payload: 'nonce-42' }, { name: 'x' }],
    })
    expect(event.event).toBe('connect')
    const [addr, proof, unknown] = (event as { payload: { items: any[] } }).payload.items
    expect(addr).toMatchObject({
      name: 'ton_addr',
      address: node.walletAddresses[0],
      network: '-1000',
    })
    const init = loadStateInit(Cell.fromBase64(addr.walletStateInit).beginParse())
    expect(contractAddress(0, init).toRawString()).toBe(addr.address)
    expect(proof.proof.domain).toEqual({ lengthBytes: 12, value: 'dapp.example' })
    const checked = { address: addr.address, publicKey: addr.publicKey, payload: 'nonce-42' }
    expect(verifyTonProof({ ...checked, ...proof.proof, domain: 'dapp.example' })).toBe(true)
    expect(verifyTonProof({ ...checked, ...proof.proof, domain: 'evil.example' })).toBe(false)
    expect(unknown).toEqual({ name: 'x', error: { code: 400, message: 'Method is not supported' } })
  })

  it('restores only for an approved site, and refuses request ids that do not grow', async () => {
    const fresh = createTonConnectTestWallet({ rpcUrl: node.rpcUrl })
    expect(await fresh.bridge.restoreConnection()).toMatchObject({
      event: 'connect_error',
      payload: { code: 100 },
    })
    expect(await fresh.bridge.send(request('signData', { type: 'text', text: 'x' }))).toMatchObject(
      {
        error: { code: 100 },
      },
    )
    const storage = new Map<string, string>()
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    }
    const first = createTonConnectTestWallet({ rpcUrl: node.rpcUrl, storage: store })
    await first.bridge.connect(2, { manifestUrl: MANIFEST, items: [{ name: 'ton_addr' }] })
    expect(
      await first.bridge.send(request('signData', { type: 'text', text: 'a' }, 500)),
    ).toHaveProperty('result')
    // After a "reload": the same storage; approved, and the last id is remembered.
    const reloaded = createTonConnectTestWallet({ rpcUrl: node.rpcUrl, storage: store })
    const restored = await reloaded.bridge.restoreConnection()
    expect(restored).toMatchObject({ event: 'connect', payload: { items: [{ name: 'ton_addr' }] } })
    const stale = await reloaded.bridge.send(request('signData', { type: 'text', text: 'b' }, 400))
    expect(stale).toMatchObject({ id: '400', error: { code: 1 } })
    expect(await reloaded.bridge.send(request('disconnect', undefined, 501))).toEqual({
      id: '501',
      result: {},
    })
    expect(reloaded.trusted).toBe(false)
    expect(storage.size).toBe(0)
  })

  it('signs text with signData (verified), declines on rejectNext, refuses other networks', async () => {
    const wallet = createTonConnectTestWallet({ rpcUrl: node.rpcUrl, appDomain: 'app.example' })
    await wallet.bridge.connect(2, { manifestUrl: MANIFEST, items: [{ name: 'ton_addr' }] })
    const answer = (await wallet.bridge.send(
      request('signData', {
        type: 'text',
        text: 'Hello TON',
        network: '-1000',
        from: wallet.address,
      }),
    )) as { result: any }
    expect(answer.result).toMatchObject({ address: wallet.address, domain: 'app.example' })
    const signed = { ...answer.result, text: 'Hello TON', publicKey: wallet.publicKey }
    expect(verifyTonSignData(signed)).toBe(true)
    expect(verifyTonSignData({ ...signed, text: 'Hello TON!' })).toBe(false)
    wallet.rejectNext('signData')
    expect(
      await wallet.bridge.send(request('signData', { type: 'text', text: 'no' })),
    ).toMatchObject({
      error: { code: 300 },
    })
    expect(
      await wallet.bridge.send(request('signData', { type: 'text', text: 'x', network: '-239' })),
    ).toMatchObject({ error: { code: 1 } })
    expect(
      await wallet.bridge.send(request('signData', { type: 'cell', cell: 'x' })),
    ).toMatchObject({
      error: { code: 400 },
    })
  })

  it('sends a transfer to the node and answers its signed external message', async () => {
    const wallet = createTonConnectTestWallet({ rpcUrl: node.rpcUrl })
    await wallet.bridge.connect(2, { manifestUrl: MANIFEST, items: [{ name: 'ton_addr' }] })
    const recipient = (await deriveTonTestKey(TON_TEST_MNEMONIC_2)).contract.address
    const to = recipient.toString({ bounceable: false, testOnly: true })
    const before = await node.getBalance(wallet.address)
    const received = await node.getBalance(recipient)
    const messages = [{ address: to, amount: toNano('0.25').toString() }]
    const answer = (await wallet.bridge.send(
      request('sendTransaction', {
        valid_until: Math.floor(Date.now() / 1000) + 60,
        network: '-1000',
        messages,
      }),
    )) as { result: string }
    const message = loadMessage(Cell.fromBase64(answer.result).beginParse())
    expect(message.info.type).toBe('external-in')
    expect(await node.getBalance(recipient)).toBe(received + toNano('0.25'))
    const spent = before - (await node.getBalance(wallet.address))
    expect(spent - toNano('0.25')).toBeGreaterThan(0n)
    expect(spent - toNano('0.25')).toBeLessThan(toNano('0.02'))
    expect(wallet.sentMessages).toEqual([answer.result])

    // Bad requests are refused with code 1 and nothing is sent.
    const raw = [{ address: recipient.toRawString(), amount: '1' }]
    const refusals = await Promise.all([
      wallet.bridge.send(request('sendTransaction', { messages: raw })),
      wallet.bridge.send(request('sendTransaction', { messages, valid_until: 1 })),
      wallet.bridge.send(request('sendTransaction', { messages, network: '-239' })),
      wallet.bridge.send(request('sendTransaction', { messages, from: recipient.toRawString() })),
      wallet.bridge.send(request('sendTransaction', { messages: [] })),
    ])
    for (const refusal of refusals) expect(refusal).toMatchObject({ error: { code: 1 } })
    expect(wallet.sentMessages).toHaveLength(1)
    expect(Address.parse(wallet.address).equals(Address.parse(node.walletAddresses[0]!))).toBe(true)
  })

  it('tells listeners about a revoke and an account switch', async () => {
    const wallet = createTonConnectTestWallet({ rpcUrl: node.rpcUrl })
    await wallet.bridge.connect(2, { manifestUrl: MANIFEST, items: [{ name: 'ton_addr' }] })
    const events: any[] = []
    const stop = wallet.bridge.listen((event) => events.push(event))
    expect(wallet.listenerCount()).toBe(1)
    await wallet.switchAccount(TON_TEST_MNEMONIC_2)
    wallet.revoke()
    stop()
    expect(wallet.listenerCount()).toBe(0)
    const second = (await deriveTonTestKey(TON_TEST_MNEMONIC_2)).contract.address.toRawString()
    expect(events.map((e) => e.event)).toEqual(['connect', 'disconnect'])
    expect(events[0].payload.items[0].address).toBe(second)
    expect(events[1].id).toBeGreaterThan(events[0].id)
    expect(await wallet.bridge.restoreConnection()).toMatchObject({ event: 'connect_error' })
  })
})
