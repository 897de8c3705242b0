import type { CaipNetwork } from '@gangway/core/adapter'

/** A local anvil node (`anvil`, chain 31337): nothing is read from it until a wallet connects. */
export const anvil: CaipNetwork = {
  id: 31337,
  name: 'Anvil',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}
