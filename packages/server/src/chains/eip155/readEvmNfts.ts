import { getAddress, type Hex } from 'viem'
import type { ChainConfig } from '../../config/schema.js'
import type { NftItem } from '../../routes/shared/answerSchemas.js'
import type { ChainClient } from '../chainClients.js'
import { collectibleImageUrl } from './collectibleImage.js'
import { compare } from './heldTokens.js'
import { readErc721Tokens } from './readErc721Tokens.js'
import { readErc1155Tokens } from './readErc1155Tokens.js'

type Standard = ChainConfig['collections'][number]['standard']

/**
 * The tokens of the chain's listed collections that `owner` (checksummed) holds now. ERC-721:
 * the collections' `Transfer` logs from and to the owner give the candidates, `ownerOf` confirms
 * each one, `tokenURI` may give a name and picture. ERC-1155: the ids its `TransferSingle` /
 * `TransferBatch` logs sent to the owner, each confirmed with the owner's balance, `uri(id)` may
 * give a name and picture. Logs of all blocks, up to one block for every read. Metadata is read
 * inline only (`data:application/json`); else '<collection> #<id>' and a generated picture.
 * Sorted by collection, in the listed order (a collection listed twice counts once, as first
 * listed), then by token id.
 */
export async function readEvmNfts(chain: ChainClient, owner: Hex): Promise<NftItem[]> {
  const listed = new Map<Hex, { name: string; standard: Standard }>()
  for (const { address, name, standard } of chain.config.collections) {
    const contract = getAddress(address)
    if (!listed.has(contract)) listed.set(contract, { name, standard })
  }
  if (listed.size === 0) return []
  const of = (wanted: Standard) =>
    [...listed].filter(([, { standard }]) => standard === wanted).map(([contract]) => contract)
  // One block for every log read, so blocks mined meanwhile do not make them disagree.
  const toBlock = await chain.request<Hex>('eth_blockNumber')
  const found = (
    await Promise.all([
      readErc721Tokens(chain, owner, of('erc721'), toBlock),
      readErc1155Tokens(chain, owner, of('erc1155'), toBlock),
    ])
  ).flat()
  const order = [...listed.keys()]
  return found
    .sort(
      (a, b) =>
        order.indexOf(a.contract) - order.indexOf(b.contract) || compare(a.tokenId, b.tokenId),
    )
    .map(({ contract, tokenId, metadata }) => {
      const collection = listed.get(contract)?.name ?? ''
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
