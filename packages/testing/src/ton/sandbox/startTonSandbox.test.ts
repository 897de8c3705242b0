import {
  Address,
  beginCell,
  external,
  internal,
  SendMode,
  storeMessage,
  TonClient,
  toNano,
} from '@ton/ton'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveTonTestKey, TON_TEST_MNEMONIC_2 } from '../wallet/tonKeys.js'
import { startTonSandbox, type TonSandbox } from './startTonSandbox.js'

/** Reads through @ton/ton's TonClient: an independent toncenter v2 client checks the API. */
describe('startTonSandbox: @ton/sandbox behind toncenter v2', () => {
  let node: TonSandbox
  beforeAll(async () => {
    node = await startTonSandbox()
  }, 30_000)
  afterAll(() => node?.stop())

  it('funds the test wallet (undeployed, as a fresh wallet is) and reports it to TonClient', async () => {
    const client = new TonClient({ endpoint: node.rpcUrl, timeout: 5000 })
    const { contract } = await deriveTonTestKey()
    expect(node.walletAddresses).toEqual([contract.address.toRawString()])
    expect(await client.getBalance(contract.address)).toBe(toNano('100'))
    expect(await client.isContractDeployed(contract.address)).toBe(false)
    expect(await client.getContractState(contract.address)).toMatchObject({
      state: 'uninitialized',
    })
  })

  it('runs a signed v4 transfer sent with sendBoc: the wallet deploys, balances move', async () => {
    const client = new TonClient({ endpoint: node.rpcUrl, timeout: 5000 })
    const { contract, keyPair } = await deriveTonTestKey()
    const other = (await deriveTonTestKey(TON_TEST_MNEMONIC_2)).contract.address
    const wallet = client.open(contract)
    const before = await wallet.getBalance()
    await wallet.sendTransfer({
      seqno: 0,
      secretKey: keyPair.secretKey,
      messages: [internal({ to: other, value: toNano('1.5'), bounce: false })],
      sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    })
    expect(await client.getBalance(other)).toBe(toNano('1.5'))
    const after = await wallet.getBalance()
    const fee = before - after - toNano('1.5')
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(toNano('0.05'))
    expect(await wallet.getSeqno()).toBe(1)
    const info = await client.getContractState(contract.address)
    expect(info.state).toBe('active')
  })

  it('refuses a message with a bad signature, and bad input, as toncenter does', async () => {
    const { contract } = await deriveTonTestKey()
    const client = new TonClient({ endpoint: node.rpcUrl, timeout: 5000 })
    const forged = contract.createTransfer({
      seqno: 1,
      secretKey: Buffer.alloc(64, 7),
      messages: [internal({ to: contract.address, value: 1n })],
    })
    await expect(client.sendExternalMessage(contract, forged)).rejects.toThrow(/status code 500/)
    const boc = beginCell()
      .store(storeMessage(external({ to: contract.address, body: forged })))
      .endCell()
      .toBoc()
      .toString('base64')
    const refused = await fetch(node.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({ id: 0, method: 'sendBoc', params: { boc } }),
    })
    expect(refused.status).toBe(500)
    expect((await refused.json()).error).toMatch(/cannot apply external message/)
    const post = (body: unknown) =>
      fetch(node.rpcUrl, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }))
    const badAddress = await post({ id: 1, method: 'getAddressBalance', params: { address: 'x' } })
    expect(badAddress).toMatchObject({ status: 416, body: { ok: false, code: 416 } })
    const unknown = await post({ id: 2, method: 'eth_chainId', params: {} })
    expect(unknown.status).toBe(404)
    const batch = await post([
      { id: 3, method: 'getAddressBalance', params: { address: contract.address.toString() } },
      { id: 4, method: 'getMasterchainInfo', params: {} },
    ])
    expect(batch.body.map((entry: { id: number }) => entry.id)).toEqual([3, 4])
    const get = await fetch(`${node.apiUrl}/getAddressState?address=${contract.address.toString()}`)
    expect(await get.json()).toMatchObject({ ok: true, result: 'active' })
  })

  it('reports its own global id (config param 19), not mainnet', async () => {
    expect(node.globalId).toBe(-1000)
    const { loadConfig } = await import('@ton/sandbox')
    expect(loadConfig(node.blockchain.config)[19]).toMatchObject({ global_id: -1000 })
    expect(Address.parse(node.walletAddresses[0] as string).workChain).toBe(0)
  })
})
