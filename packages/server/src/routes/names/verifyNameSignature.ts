import { type Address, createPublicClient, custom, type Hex, verifyMessage } from 'viem'
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
  if (await verifyMessage(entry).catch(() => false)) return true
  if (!chain) return false
  const client = createPublicClient({
    transport: custom({
      request: ({ method, params }: { method: string; params?: unknown }) =>
        chain.request(method, Array.isArray(params) ? params : []),
    }),
  })
  return client.verifyMessage(entry).catch(() => false)
}
