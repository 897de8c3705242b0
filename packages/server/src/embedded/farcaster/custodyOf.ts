import { type Address, getAddress, zeroAddress } from 'viem'
import { UpstreamError } from '../../app/errors.js'
import type { ChainClients } from '../../chains/chainClients.js'
import { callContract } from '../../chains/eip155/contractCall.js'
import type { EmbeddedConfig } from '../../config/schema.js'

const ID_REGISTRY_ABI = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
] as const

/**
 * The fid's custody address, read with an `eth_call` of `custodyOf(fid)` on the configured
 * IdRegistry through the server's client of its chain; undefined for an unregistered fid (the
 * zero address). A chain the server does not serve, or a node that fails: UpstreamError (502).
 */
export async function custodyOf(
  chains: ChainClients,
  farcaster: NonNullable<EmbeddedConfig['farcaster']>,
  fid: bigint,
): Promise<Address | undefined> {
  const chain = chains.get(farcaster.caipNetworkId)
  if (!chain)
    throw new UpstreamError(
      `embedded.farcaster: the server does not serve ${farcaster.caipNetworkId} (add it to chains)`,
    )
  const custody = await callContract(chain, {
    address: farcaster.idRegistry,
    abi: ID_REGISTRY_ABI,
    functionName: 'custodyOf',
    args: [fid],
  })
  return custody === zeroAddress ? undefined : getAddress(custody)
}
