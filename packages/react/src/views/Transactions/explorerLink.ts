import { type CaipNetwork, safeLink } from '@gangway/core'

const HASH = /^[A-Za-z0-9]{16,128}$/

/**
 * The explorer page of a transaction: the network's explorer + `/tx/<hash>`, through core's one
 * URL check. None without an explorer, a hash of the expected shape or a safe URL.
 */
export function transactionExplorerUrl(
  networks: readonly CaipNetwork[],
  chain: string,
  hash: string | undefined,
): string | undefined {
  if (!hash || !HASH.test(hash)) return undefined
  const base = networks.find((network) => network.caipNetworkId === chain)?.blockExplorers?.default
    .url
  if (!base) return undefined
  return safeLink(`${base.replace(/\/+$/, '')}/tx/${hash}`)
}
