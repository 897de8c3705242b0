import type { CaipNetwork } from '@gangway/core/adapter'

const TON = { name: 'Toncoin', symbol: 'TON', decimals: 9 } as const

/** TON Connect's network ids (`CHAIN` in the protocol): the networks' `global_id`. */
export const TON_MAINNET_ID = '-239'
export const TON_TESTNET_ID = '-3'
/**
 * The `global_id` of Gangway's local TON node (`startTonSandbox` of `@gangway/testing`): not a
 * public network, so it may not reuse mainnet's -239 (a wallet reports the id it is on, and the
 * adapter must tell the networks apart).
 */
export const TON_LOCALNET_ID = '-1000'

/** TON mainnet (`ton:-239`), read through toncenter's v2 JSON-RPC API. */
export const ton: CaipNetwork = {
  id: TON_MAINNET_ID,
  name: 'TON',
  chainNamespace: 'ton',
  caipNetworkId: `ton:${TON_MAINNET_ID}`,
  nativeCurrency: TON,
  rpcUrls: { default: { http: ['https://toncenter.com/api/v2/jsonRPC'] } },
  blockExplorers: { default: { name: 'Tonviewer', url: 'https://tonviewer.com' } },
}

/** TON testnet (`ton:-3`). */
export const tonTestnet: CaipNetwork = {
  id: TON_TESTNET_ID,
  name: 'TON Testnet',
  chainNamespace: 'ton',
  caipNetworkId: `ton:${TON_TESTNET_ID}`,
  nativeCurrency: TON,
  rpcUrls: { default: { http: ['https://testnet.toncenter.com/api/v2/jsonRPC'] } },
  blockExplorers: { default: { name: 'Tonviewer', url: 'https://testnet.tonviewer.com' } },
  testnet: true,
}

/**
 * A local TON node speaking toncenter's v2 JSON-RPC at `rpcUrl` (e.g. the `rpcUrl` of
 * `startTonSandbox()`), with the network id its wallets report (default `TON_LOCALNET_ID`).
 */
export function tonLocalnet(
  rpcUrl: string,
  options: { name?: string; globalId?: string | number } = {},
): CaipNetwork {
  const id = String(options.globalId ?? TON_LOCALNET_ID)
  return {
    id,
    name: options.name ?? 'TON Localnet',
    chainNamespace: 'ton',
    caipNetworkId: `ton:${id}`,
    nativeCurrency: TON,
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}

/** The two public TON networks. */
export const TON_NETWORKS: readonly CaipNetwork[] = [ton, tonTestnet]

/** Whether a network's addresses are shown in their test-only form (`0Q…`, `kQ…`). */
export function isTestOnlyNetwork(network: Pick<CaipNetwork, 'id' | 'testnet'>): boolean {
  return network.testnet === true || String(network.id) !== TON_MAINNET_ID
}
