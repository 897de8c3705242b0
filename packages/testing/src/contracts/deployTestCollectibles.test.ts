import { createWalletClient, getAddress, type Hex, http, parseEventLogs, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_PRIVATE_KEY, anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { localPublicClient } from './deployContract.js'
import {
  deployTestCollectibles,
  type TestCollection,
  testCollectibleAbi,
} from './deployTestCollectibles.js'

const aliceKey = anvilPrivateKey(3)
const bobKey = anvilPrivateKey(4)
const alice = privateKeyToAccount(aliceKey).address
const bob = privateKeyToAccount(bobKey).address
const carolKey = anvilPrivateKey(5)
const carol = privateKeyToAccount(carolKey).address
const deployer = privateKeyToAccount(ANVIL_PRIVATE_KEY).address

// Runtime code of stand-in recipient contracts (set with anvil_setCode):
/** Answers every call with onERC721Received's selector, as a willing ERC-721 receiver does. */
const ACCEPTS = '0x63150b7a0260e01b60005260206000f3'
/** Reverts every call without a reason. */
const REVERTS = '0x60006000fd'
/** Answers every call with 32 zero bytes: not the selector. */
const ANSWERS_ZERO = '0x60206000f3'

describe('deployTestCollectibles (TestCollectible, an ERC-721 on anvil)', () => {
  let node: AnvilNode
  let collection: TestCollection

  beforeAll(async () => {
    node = await startAnvil()
    collection = await deployTestCollectibles(node.rpcUrl, { to: alice })
  })
  afterAll(async () => {
    await node?.stop()
  })

  const read = (functionName: string, args: readonly unknown[] = []) =>
    localPublicClient(node.rpcUrl).readContract({
      address: collection.address,
      abi: testCollectibleAbi,
      functionName,
      args,
    } as never) as Promise<unknown>

  /** Sends one call from `key` (simulated first, so a revert rejects with its reason). */
  async function write(key: Hex, functionName: string, args: readonly unknown[]) {
    const client = localPublicClient(node.rpcUrl)
    const { request } = await client.simulateContract({
      address: collection.address,
      abi: testCollectibleAbi,
      functionName,
      args,
      account: privateKeyToAccount(key),
    } as never)
    const wallet = createWalletClient({ transport: http(node.rpcUrl) })
    const hash = await wallet.writeContract({ ...(request as object), chain: null } as never)
    return client.waitForTransactionReceipt({ hash })
  }

  it('deploys the default collection and mints ids 1, 2, 3 to the recipient', async () => {
    expect(collection).toEqual({
      address: expect.stringMatching(/^0x[\dA-Fa-f]{40}$/),
      name: 'Gangway Test Collectibles',
      symbol: 'GWTC',
      tokenIds: ['1', '2', '3'],
    })
    expect(await read('name')).toBe('Gangway Test Collectibles')
    expect(await read('symbol')).toBe('GWTC')
    expect(await read('balanceOf', [alice])).toBe(3n)
    for (const id of [1n, 2n, 3n]) expect(await read('ownerOf', [id])).toBe(alice)
    expect(await read('tokenURI', [1n])).toBe('')
    await expect(read('ownerOf', [4n])).rejects.toThrow('TestCollectible: nonexistent token')
    await expect(read('tokenURI', [0n])).rejects.toThrow('TestCollectible: nonexistent token')
    await expect(read('getApproved', [9n])).rejects.toThrow('TestCollectible: nonexistent token')
  })

  it('answers ERC-165 for ERC-165, ERC-721 and its metadata only', async () => {
    for (const id of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f']) {
      expect(await read('supportsInterface', [id])).toBe(true)
    }
    for (const id of ['0x780e9d63', '0xffffffff', '0x00000000']) {
      expect(await read('supportsInterface', [id])).toBe(false)
    }
  })

  it('only the deployer mints; a custom name, symbol, count and recipient are honoured', async () => {
    await expect(write(aliceKey, 'mint', [alice])).rejects.toThrow(
      'TestCollectible: only the deployer may mint',
    )
    const other = await deployTestCollectibles(node.rpcUrl, {
      name: 'Other',
      symbol: 'OTH',
      count: 2,
      deployer: bobKey,
    })
    expect(other).toMatchObject({ name: 'Other', symbol: 'OTH', tokenIds: ['1', '2'] })
    expect(other.address).not.toBe(collection.address)
    const client = localPublicClient(node.rpcUrl)
    const ownerOf = (tokenId: bigint) =>
      client.readContract({
        address: other.address,
        abi: testCollectibleAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      })
    expect(await ownerOf(2n)).toBe(bob) // default recipient: the deployer
    expect((await deployTestCollectibles(node.rpcUrl, { count: 0 })).tokenIds).toEqual([])
    expect(await read('minter')).toBe(deployer) // default deployer: ANVIL_PRIVATE_KEY
  })

  it('transfers by the owner, an approved address and an operator, with the standard events', async () => {
    const receipt = await write(aliceKey, 'approve', [bob, 1n])
    expect(await read('getApproved', [1n])).toBe(bob)
    await expect(write(carolKey, 'transferFrom', [alice, carol, 1n])).rejects.toThrow()
    const moved = await write(bobKey, 'transferFrom', [alice, carol, 1n])
    expect(await read('ownerOf', [1n])).toBe(carol)
    expect(await read('getApproved', [1n])).toBe(zeroAddress) // cleared by the transfer
    const [transfer] = parseEventLogs({ abi: testCollectibleAbi, logs: moved.logs })
    expect(moved.logs[0]?.topics).toHaveLength(4) // tokenId indexed
    expect(transfer).toMatchObject({
      eventName: 'Transfer',
      args: { from: alice, to: carol, tokenId: 1n },
    })
    const [approval] = parseEventLogs({ abi: testCollectibleAbi, logs: receipt.logs })
    expect(approval).toMatchObject({
      eventName: 'Approval',
      args: { owner: alice, approved: bob, tokenId: 1n },
    })

    await expect(write(bobKey, 'transferFrom', [alice, bob, 2n])).rejects.toThrow(
      'TestCollectible: caller is not the owner nor approved',
    )
    await write(aliceKey, 'setApprovalForAll', [bob, true])
    expect(await read('isApprovedForAll', [alice, bob])).toBe(true)
    await write(bobKey, 'transferFrom', [alice, bob, 2n])
    await write(aliceKey, 'setApprovalForAll', [bob, false])
    expect(await read('isApprovedForAll', [alice, bob])).toBe(false)
    await expect(write(aliceKey, 'transferFrom', [alice, bob, 2n])).rejects.toThrow(
      'TestCollectible: from is not the owner',
    )
    await expect(write(bobKey, 'transferFrom', [bob, zeroAddress, 2n])).rejects.toThrow(
      'TestCollectible: transfer to the zero address',
    )
    expect(await read('balanceOf', [alice])).toBe(1n)
    expect(await read('balanceOf', [bob])).toBe(1n)
    await expect(read('balanceOf', [zeroAddress])).rejects.toThrow('zero address')
  })

  it('safeTransferFrom asks a contract recipient, and accepts an account without code', async () => {
    const [accepts, reverts, answersZero] = [
      '0x00000000000000000000000000000000000a11ce',
      '0x0000000000000000000000000000000000000bad',
      '0x000000000000000000000000000000000000000e',
    ].map((address) => getAddress(address))
    await node.request('anvil_setCode', [accepts, ACCEPTS])
    await node.request('anvil_setCode', [reverts, REVERTS])
    await node.request('anvil_setCode', [answersZero, ANSWERS_ZERO])
    const refused = 'TestCollectible: recipient does not accept ERC-721'
    await expect(write(aliceKey, 'safeTransferFrom', [alice, reverts, 3n])).rejects.toThrow(refused)
    await expect(write(aliceKey, 'safeTransferFrom', [alice, answersZero, 3n])).rejects.toThrow(
      refused,
    )
    await write(aliceKey, 'safeTransferFrom', [alice, accepts, 3n, '0x1234'])
    expect(await read('ownerOf', [3n])).toBe(accepts)
    await write(bobKey, 'safeTransferFrom', [bob, carol, 2n])
    expect(await read('ownerOf', [2n])).toBe(carol)
  })
})
