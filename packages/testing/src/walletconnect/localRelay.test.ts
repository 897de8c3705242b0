import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type LocalRelay, startLocalRelay } from './localRelay.js'
import { rawResult, readRawId } from './rawJsonRpc.js'

const jwt = (iss: string) => `e30.${Buffer.from(JSON.stringify({ iss })).toString('base64url')}.sig`

describe('readRawId', () => {
  it('reads the top-level id as written, beyond 2^53', () => {
    const text = '{"id":1750000000000000123,"jsonrpc":"2.0","method":"irn_publish","params":{}}'
    expect(readRawId(text)).toBe('1750000000000000123')
    expect(rawResult('1750000000000000123', true)).toBe(
      '{"id":1750000000000000123,"jsonrpc":"2.0","result":true}',
    )
  })

  it('ignores ids nested in params and keys inside strings', () => {
    expect(
      readRawId('{"params":{"id":"sub","x":"\\"id\\":5"},"method":"irn_unsubscribe","id":42}'),
    ).toBe('42')
    expect(readRawId('{"id":"abc"}')).toBe('"abc"')
    expect(readRawId('{"params":{"id":1}}')).toBeUndefined()
  })
})

interface TestClient {
  socket: WebSocket
  received: any[]
  send(text: string): void
  next(predicate: (message: any) => boolean): Promise<any>
}

async function connect(relay: LocalRelay, iss: string): Promise<TestClient> {
  const socket = new WebSocket(`${relay.url}/?auth=${jwt(iss)}&projectId=x`)
  const received: any[] = []
  const waiters: { predicate: (m: any) => boolean; resolve: (m: any) => void }[] = []
  socket.on('message', (data) => {
    const text = data.toString()
    const message = { ...JSON.parse(text), raw: text }
    received.push(message)
    for (const waiter of [...waiters])
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(message)
      }
  })
  await new Promise((resolve) => socket.once('open', resolve))
  return {
    socket,
    received,
    send: (text) => socket.send(text),
    next: (predicate) =>
      new Promise((resolve) => {
        const found = received.find(predicate)
        if (found) resolve(found)
        else waiters.push({ predicate, resolve })
      }),
  }
}

describe('startLocalRelay', () => {
  let relay: LocalRelay
  beforeAll(async () => {
    relay = await startLocalRelay()
  })
  afterAll(() => relay.close())

  it('echoes big request ids exactly and keeps messages for later subscribers', async () => {
    const alice = await connect(relay, 'did:key:alice')
    alice.send(
      '{"id":1750000000000000123,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"t1","message":"hello","ttl":300,"tag":1}}',
    )
    const ack = await alice.next((m) => m.raw.includes('1750000000000000123'))
    expect(ack.raw).toBe('{"id":1750000000000000123,"jsonrpc":"2.0","result":true}')

    // Bob subscribes after the publish and still gets the message.
    const bob = await connect(relay, 'did:key:bob')
    bob.send(
      '{"id":1750000000000000999,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}',
    )
    const push = await bob.next((m) => m.method === 'irn_subscription')
    expect(push.params.data).toMatchObject({ topic: 't1', message: 'hello', tag: 1 })
    expect(bob.received[0].raw).toMatch(/^\{"id":1750000000000000999,/)
    // The publisher never receives its own message.
    alice.send('{"id":2,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t1"}}')
    await alice.next((m) => m.id === 2)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(alice.received.some((m) => m.method === 'irn_subscription')).toBe(false)

    // Once acked, a message is not delivered to the same client again.
    bob.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    bob.socket.close()
    const bobAgain = await connect(relay, 'did:key:bob')
    bobAgain.send(
      '{"id":3,"jsonrpc":"2.0","method":"irn_batchSubscribe","params":{"topics":["t1"]}}',
    )
    await bobAgain.next((m) => m.id === 3)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(bobAgain.received.some((m) => m.method === 'irn_subscription')).toBe(false)
    alice.socket.close()
    bobAgain.socket.close()
  })

  it('wc_proposeSession subscribes the proposer; wc_approveSession subscribes the wallet', async () => {
    const dapp = await connect(relay, 'did:key:dapp')
    dapp.send(
      '{"id":10,"jsonrpc":"2.0","method":"wc_proposeSession","params":{"pairingTopic":"pair","sessionProposal":"proposal","ttl":300}}',
    )
    await dapp.next((m) => m.id === 10)
    const wallet = await connect(relay, 'did:key:wallet')
    wallet.send('{"id":11,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"pair"}}')
    expect((await wallet.next((m) => m.method === 'irn_subscription')).params.data.message).toBe(
      'proposal',
    )
    wallet.send(
      '{"id":12,"jsonrpc":"2.0","method":"wc_approveSession","params":{"pairingTopic":"pair","sessionTopic":"sess","sessionProposalResponse":"response","sessionSettlementRequest":"settle","ttl":300}}',
    )
    // The dapp is on the pairing topic without ever having sent irn_subscribe.
    const response = await dapp.next((m) => m.method === 'irn_subscription')
    expect(response.params.data).toMatchObject({ topic: 'pair', message: 'response' })
    expect(relay.storedMessages('sess').map((m) => m.message)).toEqual(['settle'])
    // The wallet is on the session topic: a dapp message there reaches it.
    dapp.send(
      '{"id":13,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"sess","message":"request","ttl":300}}',
    )
    const request = await wallet.next((m) => m.params?.data?.message === 'request')
    expect(request.params.data.topic).toBe('sess')
    dapp.socket.close()
    wallet.socket.close()
  })

  it('answers unknown methods with -32601 and refuses clients without an auth JWT', async () => {
    const client = await connect(relay, 'did:key:c')
    client.send('{"id":7,"jsonrpc":"2.0","method":"irn_nope","params":{}}')
    expect((await client.next((m) => m.id === 7)).error.code).toBe(-32601)
    client.socket.close()
    const anonymous = new WebSocket(relay.url)
    const code = await new Promise((resolve) => anonymous.once('close', resolve))
    expect(code).toBe(3000)
  })
})
