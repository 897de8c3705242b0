import { createPublicClient, custom, getAddress, type Hex, isAddress, isHex } from 'viem'
import { UpstreamError } from '../app/errors.js'
import type { ChainClient } from '../chains/chainClients.js'
import { recoverPersonalSigner } from './recoverSigner.js'
import type { FamilyVerifier } from './types.js'

/** A viem public client over the server's own chain client (its endpoints, fallback, time limit). */
const viemClientOf = (chain: ChainClient) =>
  createPublicClient({
    transport: custom({
      request: ({ method, params }) => chain.request(method, (params as unknown[]) ?? []),
    }),
  })

/**
 * eip155: an EOA's EIP-191 personal_sign, recovered offline; otherwise, on a chain the server
 * serves, a contract account through viem's `verifyMessage` (EIP-1271 `isValidSignature` on a
 * deployed account, EIP-6492 for one not deployed yet, in one `eth_call`).
 */
export const eip155Verifier: FamilyVerifier = {
  checkAddress(address, reference) {
    if (!/^(0|[1-9]\d{0,18})$/.test(reference))
      return { reason: `eip155 chain id ${reference} is not a decimal chain id` }
    if (!isAddress(address, { strict: false }))
      return { reason: 'not an EVM address (0x and 40 hex digits)' }
    return { address: getAddress(address) }
  },
  async verify({ address, message, signature, chain }) {
    if (!isHex(signature) || signature.length < 4) return false
    const signer = getAddress(address)
    // Not a 65-byte ECDSA signature of this signer: a contract account's, perhaps.
    if ((await recoverPersonalSigner(message, signature)) === signer) return true
    if (!chain) return false
    // viem reads a failed eth_call as an invalid signature: ask the chain once first, so a chain
    // that cannot be asked is the chain's failure (UpstreamError, 502), not the visitor's.
    await chain.request('eth_getCode', [signer, 'latest'])
    try {
      return await viemClientOf(chain).verifyMessage({
        address: signer,
        message,
        signature: signature as Hex,
      })
    } catch (error) {
      if (error instanceof UpstreamError) throw error
      return false
    }
  },
}
