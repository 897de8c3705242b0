import {
  ANVIL_PRIVATE_KEY,
  type AnvilNode,
  anvilPrivateKey,
  deployTestCollectibles,
  deployTestMultiTokens,
  localPublicClient,
  startAnvil,
  type TestCollection,
  type TestMultiTokenCollection,
  testMultiTokenAbi,
} from '@gangway/testing'
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
import type { GangwayServer } from '../../createServer.js'
import { testConfig, useTestServers } from '../../testing/testServer.testing.js'
import type { NftItem } from '../shared/answerSchemas.js'

const aliceKey = anvilPrivateKey(6)
const bobKey = anvilPrivateKey(7)
const alice = privateKeyToAccount(aliceKey).address
const bob = privateKeyToAccount(bobKey).address

const dataJson = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

describe('GET /nfts (ERC-1155 collections, with an ERC-721 one, on anvil)', {
  timeout: 30_000,
}, () => {
  const servers = useTestServers()
  let server: GangwayServer
  let url: string
  let node: AnvilNode
  let multi: TestMultiTokenCollection
  let other: TestMultiTokenCollection
  let unlisted: TestMultiTokenCollection
  let collectible: TestCollection

  /** Sends one TestMultiToken call from `key` and waits for it. */
  async function write(
    key: Hex,
    contract: Address,
    functionName: 'safeTransferFrom' | 'safeBatchTransferFrom' | 'setURI',
    args: readonly unknown[],
  ) {
    const wallet = createWalletClient({
      account: privateKeyToAccount(key),
      transport: http(node.rpcUrl),
    })
    const hash = await wallet.writeContract({
      chain: null,
      address: contract,
      abi: testMultiTokenAbi,
      functionName,
      args,
    } as never)
    const receipt = await localPublicClient(node.rpcUrl).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
  }

  beforeAll(async () => {
    node = await startAnvil()
    // Minted in one batch (a TransferBatch from the zero address) each.
    multi = await deployTestMultiTokens(node.rpcUrl, { to: alice }) // ids 1, 2, 3: 10, 1, 5
    collectible = await deployTestCollectibles(node.rpcUrl, { to: alice, count: 2 })
    other = await deployTestMultiTokens(node.rpcUrl, {
      name: 'Other',
      to: bob,
      mint: [
        { tokenId: 7, amount: 2 },
        { tokenId: 8, amount: 3 },
        { tokenId: 9, amount: 1 },
      ],
    })
    unlisted = await deployTestMultiTokens(node.rpcUrl, { to: alice })
    // alice sends all of id 2 and part of id 1 (TransferSingle); bob sends alice ids 8 and 9 in
    // one TransferBatch, all of them.
    await write(aliceKey, multi.address, 'safeTransferFrom', [alice, bob, 2n, 1n, '0x'])
    await write(aliceKey, multi.address, 'safeTransferFrom', [alice, bob, 1n, 4n, '0x'])
    await write(bobKey, other.address, 'safeBatchTransferFrom', [
      bob,
      alice,
      [8n, 9n],
      [3n, 1n],
      '0x',
    ])
    // Inline metadata for id 3; remote metadata (never fetched) for id 1.
    await write(ANVIL_PRIVATE_KEY, multi.address, 'setURI', [
      3n,
      dataJson({ name: 'Gem', image: 'https://img.example/gem.png' }),
    ])
    await write(ANVIL_PRIVATE_KEY, multi.address, 'setURI', [1n, 'https://meta.example/{id}.json'])
    ;({ server, url } = await servers(
      testConfig({
        chains: [
          {
            caipNetworkId: 'eip155:31337',
            rpcUrls: [node.rpcUrl],
            native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            collections: [
              { address: multi.address, name: 'Multi', standard: 'erc1155' },
              { address: collectible.address, name: 'GWTC' },
              { address: other.address.toLowerCase(), name: 'Other', standard: 'erc1155' },
            ],
          },
        ],
      }),
    ))
  }, 120_000)
  afterAll(async () => {
    await node?.stop()
  })

  const nftsOf = async (owner: string) => {
    // At the chain's current head (no-cache): each check follows a transfer or a config change.
    const response = await fetch(`${url}/nfts?address=${owner}&caipNetworkId=eip155:31337`, {
      headers: { 'cache-control': 'no-cache' },
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { nfts: NftItem[] }).nfts
  }
  const namesOf = async (owner: string) => (await nftsOf(owner)).map((token) => token.name)

  it('lists the ids the account holds some of, with the ERC-721 tokens, in the listed order then by id', async () => {
    const tokens = await nftsOf(alice)
    const generated = expect.stringMatching(/^data:image\/svg\+xml;base64,[A-Za-z\d+/]+=*$/)
    const entry = (contract: Address, collection: string, tokenId: string) => ({
      chainId: 'eip155:31337',
      contract,
      tokenId,
      name: `${collection} #${tokenId}`,
      collection,
      imageUrl: generated,
    })
    expect(tokens).toEqual([
      // id 1: 6 of 10 left; its remote metadata is not fetched. id 2: all sent away, not listed.
      entry(multi.address, 'Multi', '1'),
      // id 3: its inline metadata names it.
      {
        ...entry(multi.address, 'Multi', '3'),
        name: 'Gem',
        imageUrl: 'https://img.example/gem.png',
      },
      entry(collectible.address, 'GWTC', '1'),
      entry(collectible.address, 'GWTC', '2'),
      // Received in one TransferBatch.
      entry(other.address, 'Other', '8'),
      entry(other.address, 'Other', '9'),
    ])
    // The unlisted multi-token's ids (held by alice) are not read; no amount is reported.
    expect(tokens.map((token) => token.contract)).not.toContain(unlisted.address)
    for (const token of tokens)
      expect(Object.keys(token).sort()).toEqual(Object.keys(entry(multi.address, '', '')).sort())
    expect(await namesOf(bob)).toEqual(['Multi #1', 'Multi #2', 'Other #7'])
    expect(await namesOf(bob.toLowerCase())).toEqual(['Multi #1', 'Multi #2', 'Other #7'])
  })

  it('follows later transfers: an id given back returns, an id sent away in full leaves', async () => {
    await write(bobKey, multi.address, 'safeTransferFrom', [bob, alice, 2n, 1n, '0x'])
    await write(aliceKey, other.address, 'safeBatchTransferFrom', [alice, bob, [9n], [1n], '0x'])
    expect(await namesOf(alice)).toEqual([
      'Multi #1',
      'Multi #2',
      'Gem',
      'GWTC #1',
      'GWTC #2',
      'Other #8',
    ])
    expect(await namesOf(bob)).toEqual(['Multi #1', 'Other #7', 'Other #9'])
    expect(await nftsOf('0x000000000000000000000000000000000000dEaD')).toEqual([])
  })

  it('confirms each id with the balance: logs alone do not make a holder', async () => {
    // Empty alice's balance of Other #8 behind the contract's back: _balances is storage slot 1,
    // mapping(id => mapping(account => balance)).
    const inner = keccak256(
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [8n, 1n]),
    )
    const slot = keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], [alice, inner]),
    )
    await node.request('anvil_setStorageAt', [other.address, slot, pad('0x0')])
    // In a block, as any state change on a chain is (the server's reads are cached per block).
    await node.request('evm_mine')
    expect(await namesOf(alice)).toEqual(['Multi #1', 'Multi #2', 'Gem', 'GWTC #1', 'GWTC #2'])
  })

  it('OpenAPI still describes /nfts, its answer unchanged, ERC-1155 named', async () => {
    const document = (await (await fetch(`${url}/openapi.json`)).json()) as {
      paths: Record<string, { get: { description: string; responses: object } }>
      components: { schemas: Record<string, { properties?: object; required?: string[] }> }
    }
    expect(document.paths['/nfts']?.get.description).toContain('ERC-1155')
    expect(Object.keys(document.paths['/nfts']?.get.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400']),
    )
    expect(Object.keys(document.components.schemas.Nft?.properties ?? {}).sort()).toEqual([
      'chainId',
      'collection',
      'contract',
      'imageUrl',
      'name',
      'tokenId',
    ])
    expect(server.chains.get('eip155:31337')?.config.collections.map((c) => c.standard)).toEqual([
      'erc1155',
      'erc721',
      'erc1155',
    ])
  })
})
