import { createWalletClient, custom, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { createTestWallet } from './createTestWallet.js'

const KEY = anvilPrivateKey(5)
const ADDRESS = privateKeyToAccount(KEY).address
const OTHER = privateKeyToAccount(anvilPrivateKey(6)).address

const typedData = {
  domain: {
    name: 'Gangway Mail',
    version: '1',
    chainId: 31_337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: [{ name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }],
    contents: 'Hello, Bob!',
    amount: 123_456_789_012_345_678_901_234_567_890n,
  },
} as const

describe('test wallet signing (verified with viem)', () => {
  let node: AnvilNode
  const connectedWallet = () => {
    const wallet = createTestWallet({ rpcUrl: node.rpcUrl, chainId: 31_337, privateKey: KEY })
    return wallet.request({ method: 'eth_requestAccounts' }).then(() => wallet)
  }

  beforeAll(async () => {
    node = await startAnvil()
  })
  afterAll(async () => {
    await node?.stop()
  })

  it('personal_sign of a UTF-8 hex message verifies for the account', async () => {
    const wallet = await connectedWallet()
    const message = 'Sign in to Gangway ✓'
    const hex = `0x${Buffer.from(message, 'utf8').toString('hex')}`
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [hex, ADDRESS],
    })) as `0x${string}`
    expect(await verifyMessage({ address: ADDRESS, message, signature })).toBe(true)
    expect(await verifyMessage({ address: OTHER, message, signature })).toBe(false)
    expect(await verifyMessage({ address: ADDRESS, message: `${message}!`, signature })).toBe(false)
  })

  it('personal_sign through a viem wallet client (as wagmi does) verifies', async () => {
    const wallet = await connectedWallet()
    const client = createWalletClient({ chain: foundry, transport: custom(wallet) })
    const signature = await client.signMessage({ account: ADDRESS, message: 'hello' })
    expect(await verifyMessage({ address: ADDRESS, message: 'hello', signature })).toBe(true)
  })

  it('personal_sign also accepts the old [address, message] order', async () => {
    const wallet = await connectedWallet()
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [ADDRESS, '0x6869'],
    })) as `0x${string}`
    expect(await verifyMessage({ address: ADDRESS, message: 'hi', signature })).toBe(true)
  })

  it('personal_sign for an account the site may not use fails with 4100', async () => {
    const wallet = await connectedWallet()
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x68', OTHER] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('eth_signTypedData_v4 (JSON with bigints as strings, as viem sends it) verifies', async () => {
    const wallet = await connectedWallet()
    const client = createWalletClient({ chain: foundry, transport: custom(wallet) })
    const signature = await client.signTypedData({ account: ADDRESS, ...typedData })
    expect(await verifyTypedData({ address: ADDRESS, ...typedData, signature })).toBe(true)
    expect(
      await verifyTypedData({
        address: ADDRESS,
        ...typedData,
        message: { ...typedData.message, amount: 1n },
        signature,
      }),
    ).toBe(false)
    // The signature equals a direct local signature of the same data.
    expect(signature).toBe(await privateKeyToAccount(KEY).signTypedData(typedData))
  })

  it('eth_signTypedData_v4 for another chain than the active one is refused', async () => {
    const wallet = await connectedWallet()
    const json = JSON.stringify(
      { ...typedData, domain: { ...typedData.domain, chainId: 1 } },
      (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
    )
    await expect(
      wallet.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, json] }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('must match') })
  })
})
