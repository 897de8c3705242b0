import { erc721Abi, getAddress, type Hex } from 'viem'
import type { ChainClient } from '../chainClients.js'
import { callContract } from './contractCall.js'
import { TRANSFER_TOPIC } from './evmActivityEntry.js'
import {
  addressTopic,
  type HeldToken,
  inChainOrder,
  metadataFrom,
  readLogs,
  unlessRejected,
} from './heldTokens.js'

/** ERC-721's Transfer has the token id indexed: 4 topics (an ERC-20's has 3). */
const ERC721_TRANSFER_TOPICS = 4

/**
 * The token ids of `collections` whose last Transfer (in chain order, up to `toBlock`) went to
 * `owner`: candidates, to be confirmed with `ownerOf`.
 */
async function candidates(
  chain: ChainClient,
  owner: Hex,
  collections: readonly Hex[],
  toBlock: Hex,
) {
  const topic = addressTopic(owner)
  const [sent, received] = await Promise.all([
    readLogs(chain, collections, [TRANSFER_TOPIC, topic], toBlock),
    readLogs(chain, collections, [TRANSFER_TOPIC, null, topic], toBlock),
  ])
  const ordered = [...sent, ...received]
    .filter((log) => log.topics.length === ERC721_TRANSFER_TOPICS)
    .sort(inChainOrder)
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
 * The tokens of the ERC-721 `collections` (checksummed) that `owner` (checksummed) holds now:
 * the collections' `Transfer` logs from and to the owner (all blocks up to `toBlock`) give the
 * candidates, `ownerOf` confirms each one, and `tokenURI` may give a name and picture.
 */
export async function readErc721Tokens(
  chain: ChainClient,
  owner: Hex,
  collections: readonly Hex[],
  toBlock: Hex,
): Promise<HeldToken[]> {
  if (collections.length === 0) return []
  const found = await candidates(chain, owner, collections, toBlock)
  const checked = await Promise.all(
    found.map(async ({ contract, tokenId }) => {
      const call = { address: contract, abi: erc721Abi, args: [tokenId] as const }
      const holder = await callContract(chain, { ...call, functionName: 'ownerOf' }).catch(
        unlessRejected,
      )
      if (holder === undefined || getAddress(holder) !== owner) return undefined
      const uri = callContract(chain, { ...call, functionName: 'tokenURI' })
      return { contract, tokenId, metadata: await metadataFrom(uri) }
    }),
  )
  return checked.filter((token) => token !== undefined)
}
