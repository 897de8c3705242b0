import { type Address, createPublicClient, custom, type Hex } from 'viem'
import { recoverPersonalSigner } from '../../auth/recoverSigner.js'
import type { ChainClient } from '../../chains/chainClients.js'

/**
 * True when `signature` is `address`'s EIP-191 signature of `message`: an EOA's (recovered
 * here), else, on a chain this server serves, a contract account's through viem's public client
 * against its node (EIP-1271 `isValidSignature`, EIP-6492 before deployment).
 */
export async function verifyNameSignature(
  chain: ChainClient | undefined,
  entry: { address: Address; message: string; signature: Hex },
): Promise<boolean> {
  const signer = await recoverPersonalSigner(entry.message, entry.signature)
  if (signer && signer.toLowerCase() === entry.address.toLowerCase()) return true
  if (!chain) return false
  const client = createPublicClient({
    transport: custom({
      request: ({ method, params }: { method: string; params?: unknown }) =>
        chain.request(method, Array.isArray(params) ? params : []),
    }),
  })
  return client.verifyMessage(entry).catch(() => false)
}
