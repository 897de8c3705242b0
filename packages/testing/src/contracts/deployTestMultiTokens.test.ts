import { createWalletClient, getAddress, type Hex, http, parseEventLogs, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_PRIVATE_KEY, anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { localPublicClient } from './deployContract.js'
import {
  deployTestMultiTokens,
  type TestMultiTokenCollection,
  testMultiTokenAbi,
} from './deployTestMultiTokens.js'

const aliceKey = anvilPrivateKey(3)
const bobKey = anvilPrivateKey(4)
const alice = privateKeyToAccount(aliceKey).address
const bob = privateKeyToAccount(bobKey).address
const deployer = privateKeyToAccount(ANVIL_PRIVATE_KEY).address

// Runtime code of stand-in recipient contracts (set with anvil_setCode):
/** Answers every call with onERC1155Received's selector (0xf23a6e61). */
const ACCEPTS_SINGLE = '0x63f23a6e6160e01b60005260206000f3'
/** Reverts every call without a reason. */
const REVERTS = '0x60006000fd'

describe('deployTestMultiTokens (TestMultiToken, an ERC-1155 on anvil)', () => {
  let node: AnvilNode
  let tokens: TestMultiTokenCollection

  beforeAll(async () => {
    node = await startAnvil()
    tokens = await deployTestMultiTokens(node.rpcUrl, { to: alice })
  })
  afterAll(async () => {
    await node?.stop()
  })

  const read = (functionName: string, args: readonly unknown[] = [], address = tokens.address) =>
    localPublicClient(node.rpcUrl).readContract({
      address,
      abi: testMultiTokenAbi,
      functionName,
      args,
    } as never) as Promise<unknown>

  /** Sends one call from `key` (simulated first, so a revert rejects with its reason). */
  async function write(key: Hex, functionName: string, args: readonly unknown[]) {
    const client = localPublicClient(node.rpcUrl)
    const { request } = await client.simulateContract({
      address: tokens.address,
      abi: testMultiTokenAbi,
      functionName,
      args,
      account: privateKeyToAccount(key),
    } as never)
    const wallet = createWalletClient({ transport: http(node.rpcUrl) })
    const hash = await wallet.writeContract({ ...(request as object), chain: null } as never)
    return client.waitForTransactionReceipt({ hash })
  }

  it('deploys the default multi-token and mints ids 1, 2, 3 (10, 1, 5) to the recipient', async () => {
    expect(tokens).toEqual({
      address: expect.stringMatching(/^0x[\dA-Fa-f]{40}$/),
      name: 'Gangway Test Multi-Tokens',
      minted: [
        { tokenId: '1', amount: '10' },
        { tokenId: '2', amount: '1' },
        { tokenId: '3', amount: '5' },
      ],
    })
    expect(await read('name')).toBe('Gangway Test Multi-Tokens')
    expect(await read('minter')).toBe(deployer)
    expect(
      await read('balanceOfBatch', [
        [alice, alice, alice, bob],
        [1n, 2n, 3n, 1n],
      ]),
    ).toEqual([10n, 1n, 5n, 0n])
    expect(await read('uri', [1n])).toBe('')
    await expect(read('balanceOf', [zeroAddress, 1n])).rejects.toThrow('zero address')
    await expect(read('balanceOfBatch', [[alice], [1n, 2n]])).rejects.toThrow('length mismatch')
  })

  it('answers ERC-165 for ERC-165, ERC-1155 and its metadata URI only', async () => {
    for (const id of ['0x01ffc9a7', '0xd9b67a26', '0x0e89341c']) {
      expect(await read('supportsInterface', [id])).toBe(true)
    }
    for (const id of ['0x80ac58cd', '0xffffffff']) {
      expect(await read('supportsInterface', [id])).toBe(false)
    }
  })

  it('only the deployer mints and sets URIs; custom ids, amounts and deployer are honoured', async () => {
    await expect(write(aliceKey, 'mint', [alice, 1n, 1n])).rejects.toThrow(
      'TestMultiToken: only the deployer may mint',
    )
    await expect(write(aliceKey, 'setURI', [1n, 'x'])).rejects.toThrow('only the deployer')
    const other = await deployTestMultiTokens(node.rpcUrl, {
      name: 'Other',
      mint: [{ tokenId: 7, amount: '3' }],
      deployer: bobKey,
    })
    expect(other).toMatchObject({ name: 'Other', minted: [{ tokenId: '7', amount: '3' }] })
    expect(await read('balanceOf', [bob, 7n], other.address)).toBe(3n) // default recipient
    const empty = await deployTestMultiTokens(node.rpcUrl, { mint: [] })
    expect(empty.minted).toEqual([])
    await write(ANVIL_PRIVATE_KEY, 'setURI', [2n, 'data:application/json,{}'])
    expect(await read('uri', [2n])).toBe('data:application/json,{}')
  })

  it('transfers single and batch amounts, by the owner and an operator, with the standard events', async () => {
    const single = await write(aliceKey, 'safeTransferFrom', [alice, bob, 1n, 4n, '0x'])
    expect(single.logs[0]?.topics).toHaveLength(4) // operator, from, to indexed
    expect(parseEventLogs({ abi: testMultiTokenAbi, logs: single.logs })[0]).toMatchObject({
      eventName: 'TransferSingle',
      args: { operator: alice, from: alice, to: bob, id: 1n, value: 4n },
    })
    await expect(write(bobKey, 'safeTransferFrom', [alice, bob, 1n, 1n, '0x'])).rejects.toThrow(
      'TestMultiToken: caller is not the owner nor an operator',
    )
    await write(aliceKey, 'setApprovalForAll', [bob, true])
    expect(await read('isApprovedForAll', [alice, bob])).toBe(true)
    const batch = await write(bobKey, 'safeBatchTransferFrom', [
      alice,
      bob,
      [2n, 3n],
      [1n, 2n],
      '0x',
    ])
    expect(parseEventLogs({ abi: testMultiTokenAbi, logs: batch.logs })[0]).toMatchObject({
      eventName: 'TransferBatch',
      args: { operator: bob, from: alice, to: bob, ids: [2n, 3n], values: [1n, 2n] },
    })
    await expect(write(aliceKey, 'safeTransferFrom', [alice, bob, 2n, 1n, '0x'])).rejects.toThrow(
      'TestMultiToken: insufficient balance',
    )
    await expect(
      write(aliceKey, 'safeTransferFrom', [alice, zeroAddress, 1n, 1n, '0x']),
    ).rejects.toThrow('TestMultiToken: transfer to the zero address')
    expect(
      await read('balanceOfBatch', [
        [alice, bob, alice, bob],
        [1n, 1n, 2n, 3n],
      ]),
    ).toEqual([6n, 4n, 0n, 2n])
  })

  it('asks a contract recipient, and accepts an account without code', async () => {
    const [accepts, reverts] = [
      '0x00000000000000000000000000000000000a11ce',
      '0x0000000000000000000000000000000000000bad',
    ].map((address) => getAddress(address))
    await node.request('anvil_setCode', [accepts, ACCEPTS_SINGLE])
    await node.request('anvil_setCode', [reverts, REVERTS])
    const refused = 'TestMultiToken: recipient does not accept ERC-1155'
    await expect(
      write(aliceKey, 'safeTransferFrom', [alice, reverts, 1n, 1n, '0x']),
    ).rejects.toThrow(refused)
    // The single-transfer hook's answer is not the batch one's.
    await expect(
      write(aliceKey, 'safeBatchTransferFrom', [alice, accepts, [1n], [1n], '0x']),
    ).rejects.toThrow(refused)
    await write(aliceKey, 'safeTransferFrom', [alice, accepts, 1n, 1n, '0x12'])
    expect(await read('balanceOf', [accepts, 1n])).toBe(1n)
  })
})
