import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  erc721Abi,
  getAddress,
  isAddress,
  parseAbiItem,
} from 'viem'
import { localPublicClient } from '../contracts/deployContract.js'

/** An ERC-721 collection to report (e.g. what `deployTestCollectibles` returns). */
export interface LocalCollection {
  address: string
  name: string
  symbol: string
}

/** One token an account holds. */
export interface AccountCollectible {
  /** The collection's contract, checksummed. */
  contract: Address
  /** Decimal string. */
  tokenId: string
  /** The listed collection it belongs to. */
  collection: LocalCollection
}

/** ERC-721's Transfer: the same topic0 as ERC-20's, but tokenId is indexed (4 topics). */
const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
)
const ERC721_TRANSFER_TOPICS = 4

/** -1, 0 or 1, for `sort`. */
const compare = (a: bigint, b: bigint) => Number(a > b) - Number(a < b)

/** Undefined when the call reverted (`ownerOf` of a burnt token); other errors are thrown. */
function unlessReverted(error: unknown): undefined {
  const reverted =
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof ContractFunctionRevertedError) !== null
  if (reverted) return undefined
  throw error
}

/**
 * The tokens of the listed ERC-721 collections that `owner` holds now, read live from a JSON-RPC
 * node (anvil): the collections' `Transfer` logs to and from `owner` (all blocks: meant for small
 * local chains) give the candidates, and `ownerOf` confirms each one. Sorted by collection, in
 * the listed order, then by numeric token id. Logs of other shapes (an ERC-20 `Transfer`, with 3
 * topics) are ignored.
 */
export async function readAccountCollectibles(
  rpcUrl: string,
  owner: string,
  collections: readonly LocalCollection[],
): Promise<AccountCollectible[]> {
  if (typeof owner !== 'string' || !isAddress(owner, { strict: false })) {
    throw new Error('owner must be an EVM address')
  }
  const account = getAddress(owner)
  // One entry per contract (the first listing wins), keyed by checksummed address.
  const listed = new Map<Address, LocalCollection>()
  for (const collection of collections) {
    const address = getAddress(collection.address)
    if (!listed.has(address)) listed.set(address, collection)
  }
  if (listed.size === 0) return []

  const client = localPublicClient(rpcUrl)
  // One block number for both log reads, so blocks mined meanwhile do not make them disagree.
  const toBlock = await client.getBlockNumber({ cacheTime: 0 })
  const query = (args: { from: Address } | { to: Address }) =>
    client.getLogs({
      address: [...listed.keys()],
      event: transferEvent,
      args,
      strict: true,
      fromBlock: 0n,
      toBlock,
    })
  const [sent, received] = await Promise.all([query({ from: account }), query({ to: account })])
  const logs = [...sent, ...received]
    .filter((log) => log.topics.length === ERC721_TRANSFER_TOPICS)
    .sort((a, b) => compare(a.blockNumber, b.blockNumber) || a.logIndex - b.logIndex)
  // Replaying the transfers in chain order leaves the tokens last received and not sent since.
  const held = new Map<string, { contract: Address; tokenId: bigint }>()
  for (const log of logs) {
    const contract = getAddress(log.address)
    const key = `${contract}#${log.args.tokenId}`
    if (getAddress(log.args.to) === account) held.set(key, { contract, tokenId: log.args.tokenId })
    else held.delete(key)
  }

  const candidates = [...held.values()]
  const owners = await Promise.all(
    candidates.map(({ contract, tokenId }) =>
      client
        .readContract({
          address: contract,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [tokenId],
        })
        .catch(unlessReverted),
    ),
  )
  const order = [...listed.keys()]
  return candidates
    .filter((_, index) => owners[index] !== undefined && getAddress(owners[index]) === account)
    .sort(
      (a, b) =>
        order.indexOf(a.contract) - order.indexOf(b.contract) || compare(a.tokenId, b.tokenId),
    )
    .map(({ contract, tokenId }) => ({
      contract,
      tokenId: tokenId.toString(),
      collection: listed.get(contract) as LocalCollection,
    }))
}
