import { decodeEventLog, getAddress, type Hex, parseAbi, toEventSelector } from 'viem'
import type { ChainClient } from '../chainClients.js'
import { callContract } from './contractCall.js'
import type { RpcLog } from './evmActivityEntry.js'
import {
  addressTopic,
  type HeldToken,
  metadataFrom,
  readLogs,
  unlessRejected,
} from './heldTokens.js'

/** What is read of an ERC-1155 contract (its events, `balanceOfBatch` and the metadata `uri`). */
const erc1155Abi = parseAbi([
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[])',
  'function uri(uint256 id) view returns (string)',
])

const TRANSFER_SINGLE_TOPIC = toEventSelector(
  'TransferSingle(address,address,address,uint256,uint256)',
)
const TRANSFER_BATCH_TOPIC = toEventSelector(
  'TransferBatch(address,address,address,uint256[],uint256[])',
)

/** Ids asked of one `balanceOfBatch` call at most. */
const BALANCE_BATCH_SIZE = 200

/** The ids one TransferSingle / TransferBatch log moved; none for a log that does not decode. */
function idsOf(log: RpcLog): readonly bigint[] {
  try {
    const { args } = decodeEventLog({ abi: erc1155Abi, data: log.data, topics: log.topics as [] })
    if ('id' in args) return [args.id]
    if ('ids' in args) return args.ids
  } catch {
    // Not an ERC-1155 transfer as the standard lays it out (a contract's own event): skipped.
  }
  return []
}

/**
 * Every id of `collections` that was ever sent to `owner` (TransferSingle and TransferBatch logs
 * with the owner as `to`, all blocks up to `toBlock`), by contract: candidates, to be confirmed
 * with the owner's balance.
 */
async function receivedIds(
  chain: ChainClient,
  owner: Hex,
  collections: readonly Hex[],
  toBlock: Hex,
) {
  const logs = await readLogs(
    chain,
    collections,
    [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, addressTopic(owner)],
    toBlock,
  )
  const received = new Map<Hex, Set<bigint>>()
  for (const log of logs) {
    const contract = getAddress(log.address)
    const ids = received.get(contract) ?? new Set<bigint>()
    for (const id of idsOf(log)) ids.add(id)
    if (ids.size > 0) received.set(contract, ids)
  }
  return received
}

/**
 * The ids of `ids` that `owner` holds some of on `contract`: `balanceOfBatch`, in batches of
 * BALANCE_BATCH_SIZE ids. A batch the contract rejects (or answers with the wrong length) gives
 * none.
 */
async function heldIds(chain: ChainClient, owner: Hex, contract: Hex, ids: readonly bigint[]) {
  const batches: bigint[][] = []
  for (let start = 0; start < ids.length; start += BALANCE_BATCH_SIZE) {
    batches.push(ids.slice(start, start + BALANCE_BATCH_SIZE))
  }
  const held = await Promise.all(
    batches.map(async (batch) => {
      const balances = await callContract(chain, {
        address: contract,
        abi: erc1155Abi,
        functionName: 'balanceOfBatch',
        args: [batch.map(() => owner), batch],
      }).catch(unlessRejected)
      if (balances?.length !== batch.length) return []
      return batch.filter((_, index) => (balances[index] ?? 0n) > 0n)
    }),
  )
  return held.flat()
}

/**
 * The tokens of the ERC-1155 `collections` (checksummed) that `owner` (checksummed) holds now:
 * the ids the collections' TransferSingle / TransferBatch logs sent to the owner, each confirmed
 * with the owner's balance (`balanceOfBatch`, more than 0 keeps it); `uri(id)` may give a name
 * and picture (inline metadata only). The amount held is not reported (the answer has no field
 * for it).
 */
export async function readErc1155Tokens(
  chain: ChainClient,
  owner: Hex,
  collections: readonly Hex[],
  toBlock: Hex,
): Promise<HeldToken[]> {
  if (collections.length === 0) return []
  const received = await receivedIds(chain, owner, collections, toBlock)
  const held = await Promise.all(
    [...received].map(async ([contract, ids]) =>
      (await heldIds(chain, owner, contract, [...ids])).map((tokenId) => ({ contract, tokenId })),
    ),
  )
  return Promise.all(
    held.flat().map(async ({ contract, tokenId }) => {
      const uri = callContract(chain, {
        address: contract,
        abi: erc1155Abi,
        functionName: 'uri',
        args: [tokenId],
      })
      return { contract, tokenId, metadata: await metadataFrom(uri) }
    }),
  )
}
