import { type Hex, pad } from 'viem'
import type { ChainClient } from '../chainClients.js'
import { isCallReverted } from './contractCall.js'
import type { RpcLog } from './evmActivityEntry.js'
import { parseTokenMetadata, type TokenMetadata } from './tokenMetadata.js'

// What the ERC-721 and ERC-1155 readers of `/nfts` share.

/** A token of a listed collection that the owner holds now, confirmed on chain. */
export interface HeldToken {
  /** Checksummed. */
  contract: Hex
  tokenId: bigint
  metadata: TokenMetadata
}

/** -1, 0 or 1, for `sort`. */
export const compare = (a: bigint, b: bigint) => Number(a > b) - Number(a < b)

/** Undefined when the node rejected the call (a revert: a burnt token, no such function). */
export const unlessRejected = (error: unknown): undefined => {
  if (isCallReverted(error)) return undefined
  throw error
}

/** An address as an indexed event topic (32 bytes, left-padded). */
export const addressTopic = (address: Hex): Hex => pad(address.toLowerCase() as Hex)

/** Chain order: by block, then by position in the block. */
export const inChainOrder = (a: RpcLog, b: RpcLog) =>
  compare(BigInt(a.blockNumber), BigInt(b.blockNumber)) ||
  compare(BigInt(a.logIndex), BigInt(b.logIndex))

/**
 * `eth_getLogs` of `contracts` matching `topics` (a position may list alternatives; null matches
 * any), from the first block to `toBlock`.
 */
export const readLogs = (
  chain: ChainClient,
  contracts: readonly Hex[],
  topics: (Hex | Hex[] | null)[],
  toBlock: Hex,
) =>
  chain.request<RpcLog[]>('eth_getLogs', [
    { address: contracts, topics, fromBlock: '0x0', toBlock },
  ])

/**
 * The name and image a token URI call gives: inline metadata only (`data:application/json`; see
 * `parseTokenMetadata`), nothing when the contract rejects the call.
 */
export async function metadataFrom(uriCall: Promise<string>): Promise<TokenMetadata> {
  return parseTokenMetadata((await uriCall.catch(unlessRejected)) ?? '')
}
