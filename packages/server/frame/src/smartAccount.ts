/**
 * The embedded wallet's smart account on eip155: the SimpleAccount (ERC-4337 v0.7) its key owns,
 * at the address the chain's account factory gives it before it is deployed (its first user
 * operation deploys it there).
 */
import { concat, getAddress, type Hex, isHex, pad, slice } from 'viem'
import { rpcCall } from './evm.js'

/** SimpleAccountFactory's `getAddress(address owner, uint256 salt)`. */
const GET_ADDRESS_SELECTOR: Hex = '0x8cb84e18'

/**
 * The counterfactual address of `owner`'s account (salt 0), read from `factory` on the chain
 * (`eth_call`): the factory computes it (CREATE2 of its ERC-1967 proxy), so no proxy code
 * ships in the frame.
 */
export async function counterfactualAddress(rpcUrl: string, factory: Hex, owner: Hex) {
  const data = concat([GET_ADDRESS_SELECTOR, pad(owner), pad('0x00')])
  const result = await rpcCall(rpcUrl, 'eth_call', [{ to: factory, data }, 'latest'])
  if (!isHex(result) || result.length !== 66) throw new Error('The account factory gave no address')
  const address = getAddress(slice(result, 12))
  if (BigInt(address) === 0n) throw new Error('The account factory gave no address')
  return address
}
