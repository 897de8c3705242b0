import { erc721Abi, getAddress, type Hex, pad } from 'viem'
import type { NftItem } from '../../routes/shared/answerSchemas.js'
import type { ChainClient } from '../chainClients.js'
import { collectibleImageUrl } from './collectibleImage.js'
import { callContract, isCallRejected } from './contractCall.js'
import { type RpcLog, TRANSFER_TOPIC } from './evmActivityEntry.js'
import { parseTokenMetadata } from './tokenMetadata.js'

/** ERC-721's Transfer has the token id indexed: 4 topics (an ERC-20's has 3). */
const ERC721_TRANSFER_TOPICS = 4

/** -1, 0 or 1, for `sort`. */
const compare = (a: bigint, b: bigint) => Number(a > b) - Number(a < b)

/** Undefined when the node rejected the call (a revert: a burnt token, no such function). */
const unlessRejected = (error: unknown): undefined => {
  if (isCallRejected(error)) return undefined
  throw error
}

/**
 * The token ids of `collections` whose last Transfer (in chain order) went to `owner`:
 * candidates, to be confirmed with `ownerOf`.
 */
async function candidates(chain: ChainClient, owner: Hex, collections: readonly string[]) {
  // One block for both log reads, so blocks mined meanwhile do not make them disagree.
  const toBlock = await chain.request<Hex>('eth_blockNumber')
  const topic = pad(owner.toLowerCase() as Hex)
  const logs = (topics: (Hex | null)[]) =>
    chain.request<RpcLog[]>('eth_getLogs', [
      { address: collections, topics, fromBlock: '0x0', toBlock },
    ])
  const [sent, received] = await Promise.all([
    logs([TRANSFER_TOPIC, topic]),
    logs([TRANSFER_TOPIC, null, topic]),
  ])
  const ordered = [...sent, ...received]
    .filter((log) => log.topics.length === ERC721_TRANSFER_TOPICS)
    .sort(
      (a, b) =>
        compare(BigInt(a.blockNumber), BigInt(b.blockNumber)) ||
        compare(BigInt(a.logIndex), BigInt(b.logIndex)),
    )
  const held = new Map<string, { contract: Hex; tokenId: bigint }>()
  for (const log of ordered) {
    const contract = getAddress(log.address)
    const tokenId = BigInt(log.topics[3] ?? '0x0')
    const key = `${contract}#${tokenId}`
    if (getAddress(`0x${log.topics[2]?.slice(26) ?? ''}`) === owner)
      held.set(key, { contract, tokenId })
    else held.delete(key)
  }
  return [...held.values()]
}

/**
 * The tokens of the chain's listed ERC-721 collections that `owner` (checksummed) holds now:
 * the collections' `Transfer` logs from and to the owner (all blocks) give the candidates,
 * `ownerOf` confirms each one, and `tokenURI` may give a name and picture (inline metadata only;
 * else '<collection> #<id>' and a generated picture). Sorted by collection, in the listed order,
 * then by token id.
 */
export async function readEvmNfts(chain: ChainClient, owner: Hex): Promise<NftItem[]> {
  const listed = new Map<Hex, string>()
  for (const collection of chain.config.collections) {
    const address = getAddress(collection.address)
    if (!listed.has(address)) listed.set(address, collection.name)
  }
  if (listed.size === 0) return []
  const found = await candidates(chain, owner, [...listed.keys()])
  const checked = await Promise.all(
    found.map(async ({ contract, tokenId }) => {
      const call = { address: contract, abi: erc721Abi, args: [tokenId] as const }
      const holder = await callContract(chain, { ...call, functionName: 'ownerOf' }).catch(
        unlessRejected,
      )
      if (holder === undefined || getAddress(holder) !== owner) return undefined
      const uri = await callContract(chain, { ...call, functionName: 'tokenURI' }).catch(
        unlessRejected,
      )
      return { contract, tokenId, metadata: parseTokenMetadata(uri ?? '') }
    }),
  )
  const order = [...listed.keys()]
  return checked
    .filter((token) => token !== undefined)
    .sort(
      (a, b) =>
        order.indexOf(a.contract) - order.indexOf(b.contract) || compare(a.tokenId, b.tokenId),
    )
    .map(({ contract, tokenId, metadata }) => {
      const collection = listed.get(contract) ?? ''
      return {
        chainId: chain.config.caipNetworkId,
        contract,
        tokenId: tokenId.toString(),
        name: metadata.name ?? `${collection} #${tokenId}`,
        collection,
        imageUrl: metadata.imageUrl ?? collectibleImageUrl(contract, tokenId),
      }
    })
}
