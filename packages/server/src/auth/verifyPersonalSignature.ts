import { type Address, createPublicClient, custom, type Hex } from 'viem'
import { UpstreamError } from '../app/errors.js'
import type { ChainClient } from '../chains/chainClients.js'
import { recoverPersonalSigner } from './recoverSigner.js'

/**
 * What a chain that cannot be asked means: `'upstream'` — the chain's failure (the
 * `UpstreamError` thrown, a 502: sign-in), `'refusal'` — the signature is not taken (false:
 * name registration).
 */
export type ChainFailure = 'upstream' | 'refusal'

/**
 * True when `signature` is `address`'s EIP-191 personal_sign signature of `message`: an EOA's,
 * recovered here offline; otherwise, on a chain this server serves, a contract account's
 * through viem's `verifyMessage` over the server's own chain client (EIP-1271
 * `isValidSignature` on a deployed account, EIP-6492 for one not deployed yet).
 */
export async function verifyPersonalSignature(
  chain: ChainClient | undefined,
  { address, message, signature }: { address: Address; message: string; signature: Hex },
  onChainFailure: ChainFailure,
): Promise<boolean> {
  const signer = await recoverPersonalSigner(message, signature)
  if (signer && signer.toLowerCase() === address.toLowerCase()) return true
  if (!chain) return false
  // viem reads a failed eth_call as an invalid signature: when the chain's failure must show,
  // ask the chain once first, so a chain that cannot be asked throws here.
  if (onChainFailure === 'upstream') await chain.request('eth_getCode', [address, 'latest'])
  const client = createPublicClient({
    transport: custom({
      request: ({ method, params }: { method: string; params?: unknown }) =>
        chain.request(method, Array.isArray(params) ? params : []),
    }),
  })
  try {
    return await client.verifyMessage({ address, message, signature })
  } catch (error) {
    if (onChainFailure === 'upstream' && error instanceof UpstreamError) throw error
    return false
  }
}
