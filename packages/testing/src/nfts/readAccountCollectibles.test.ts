import {
  type Address,
  createWalletClient,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  pad,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { localPublicClient } from '../contracts/deployContract.js'
import {
  deployTestCollectibles,
  type TestCollection,
  testCollectibleAbi,
} from '../contracts/deployTestCollectibles.js'
import { deployTestTokens } from '../contracts/deployTestTokens.js'
import { readAccountCollectibles } from './readAccountCollectibles.js'

const aliceKey = anvilPrivateKey(6)
const bobKey = anvilPrivateKey(7)
const alice = privateKeyToAccount(aliceKey).address
const bob = privateKeyToAccount(bobKey).address

describe('readAccountCollectibles (live from anvil)', () => {
  let node: AnvilNode
  let first: TestCollection
  let second: TestCollection
  let unlisted: TestCollection
  let usdc: Address

  beforeAll(async () => {
    node = await startAnvil()
    first = await deployTestCollectibles(node.rpcUrl, { to: alice, count: 3 })
    second = await deployTestCollectibles(node.rpcUrl, { name: 'Second', symbol: 'TWO', to: alice })
    unlisted = await deployTestCollectibles(node.rpcUrl, { to: alice, count: 1 })
    // An ERC-20 whose Transfer (same topic0, 3 topics) to alice must not be read as a token.
    usdc = (await deployTestTokens(node.rpcUrl, { deployer: aliceKey })).USDC
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
  })

  async function transfer(key: Hex, collection: TestCollection, to: Address, tokenId: bigint) {
    const wallet = createWalletClient({
      account: privateKeyToAccount(key),
      transport: http(node.rpcUrl),
    })
    const from = wallet.account.address
    const hash = await wallet.writeContract({
      chain: null,
      address: collection.address,
      abi: testCollectibleAbi,
      functionName: 'transferFrom',
      args: [from, to, tokenId],
    })
    await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
  }

  const heldBy = async (
    owner: string,
    collections = [second, first, { ...unlisted, address: usdc }],
  ) =>
    (await readAccountCollectibles(node.rpcUrl, owner, collections)).map(
      (token) => `${token.collection.symbol} #${token.tokenId}`,
    )

  it('lists the minted tokens of the listed collections, in the listed order then by id', async () => {
    const tokens = await readAccountCollectibles(node.rpcUrl, alice, [first])
    expect(tokens).toEqual(
      ['1', '2', '3'].map((tokenId) => ({
        contract: first.address,
        tokenId,
        collection: first,
      })),
    )
    expect(await heldBy(alice)).toEqual([
      'TWO #1',
      'TWO #2',
      'TWO #3',
      'GWTC #1',
      'GWTC #2',
      'GWTC #3',
    ])
  })

  it('follows transfers: a token sent away leaves the list, and returns with it', async () => {
    await transfer(aliceKey, first, bob, 2n)
    expect(await heldBy(alice)).toEqual(['TWO #1', 'TWO #2', 'TWO #3', 'GWTC #1', 'GWTC #3'])
    expect(await heldBy(bob)).toEqual(['GWTC #2'])
    await transfer(bobKey, first, alice, 2n)
    await transfer(aliceKey, second, bob, 3n)
    expect(await heldBy(alice, [first, second])).toEqual([
      'GWTC #1',
      'GWTC #2',
      'GWTC #3',
      'TWO #1',
      'TWO #2',
    ])
    expect(await heldBy(bob)).toEqual(['TWO #3'])
  })

  it('a lowercase owner and lowercase collection addresses work; a collection listed twice counts once', async () => {
    const lower = { ...second, address: second.address.toLowerCase() }
    const tokens = await readAccountCollectibles(node.rpcUrl, bob.toLowerCase(), [lower, second])
    expect(tokens).toEqual([{ contract: second.address, tokenId: '3', collection: lower }])
  })

  it('nothing listed, or nothing held, answers an empty list; a bad owner throws', async () => {
    expect(await readAccountCollectibles(node.rpcUrl, alice, [])).toEqual([])
    expect(await heldBy('0x000000000000000000000000000000000000dEaD')).toEqual([])
    for (const owner of ['0x12', 'alice', `${alice}00`]) {
      await expect(readAccountCollectibles(node.rpcUrl, owner, [first])).rejects.toThrow(
        new Error('owner must be an EVM address'),
      )
    }
  })

  it('confirms each token with ownerOf: logs alone do not make an owner', async () => {
    // Move GWTC #1 to bob behind the contract's back (its _owners mapping is storage slot 3),
    // so no Transfer log tells it: alice's logs still name her, ownerOf does not.
    const slot = keccak256(
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [1n, 3n]),
    )
    await node.request('anvil_setStorageAt', [first.address, slot, pad(bob)])
    expect(await heldBy(alice, [first])).toEqual(['GWTC #2', 'GWTC #3'])
    expect(await heldBy(bob, [first])).toEqual([])
  })
})
