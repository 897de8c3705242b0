import { getAddress, type Hex, isAddress, isHex } from 'viem'
import type { FamilyVerifier } from './types.js'
import { verifyPersonalSignature } from './verifyPersonalSignature.js'

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
    // A chain that cannot be asked is the chain's failure (502), not the visitor's.
    return verifyPersonalSignature(
      chain,
      { address: getAddress(address), message, signature: signature as Hex },
      'upstream',
    )
  },
}
