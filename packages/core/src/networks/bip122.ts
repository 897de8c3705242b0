import type { CaipNetwork } from '../types/chain.js'

// Bitcoin presets: the CAIP-2 reference is the first 32 hex digits of the genesis block hash;
// reads go through mempool.space's REST API (`<explorer>/api`).

const bitcoinNetwork = (
  id: string,
  name: string,
  explorer: string,
  testnet?: boolean,
): CaipNetwork => ({
  id,
  name,
  chainNamespace: 'bip122',
  caipNetworkId: `bip122:${id}`,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [`${explorer}/api`] } },
  blockExplorers: { default: { name: 'Mempool', url: explorer } },
  ...(testnet && { testnet }),
})

/** Bitcoin mainnet. */
export const bitcoin: CaipNetwork = /* @__PURE__ */ bitcoinNetwork(
  '000000000019d6689c085ae165831e93',
  'Bitcoin',
  'https://mempool.space',
)

/** Bitcoin testnet (testnet3). */
export const bitcoinTestnet: CaipNetwork = /* @__PURE__ */ bitcoinNetwork(
  '000000000933ea01ad0ee984209779ba',
  'Bitcoin Testnet',
  'https://mempool.space/testnet',
  true,
)

/** Bitcoin testnet4. */
export const bitcoinTestnet4: CaipNetwork = /* @__PURE__ */ bitcoinNetwork(
  '00000000da84f2bafbbc53dee25a72ae',
  'Bitcoin Testnet4',
  'https://mempool.space/testnet4',
  true,
)

/** Bitcoin signet. */
export const bitcoinSignet: CaipNetwork = /* @__PURE__ */ bitcoinNetwork(
  '00000008819873e925422c1ff0f99f7c',
  'Bitcoin Signet',
  'https://mempool.space/signet',
  true,
)
