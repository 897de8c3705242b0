import type { CaipNetwork, NativeCurrency } from '../types/chain.js'

// EVM presets. Chain ids, names, native currencies, public RPC URLs and explorers as viem's chain
// definitions (viem 2.57, `viem/chains`) give them; the CAIP-2 id is `eip155:<chain id>`.

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const SEPOLIA_ETHER: NativeCurrency = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 }

const evm = (
  id: number,
  name: string,
  nativeCurrency: NativeCurrency,
  rpcUrl: string,
  explorer: { name: string; url: string },
  testnet?: boolean,
): CaipNetwork => ({
  id,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency,
  rpcUrls: { default: { http: [rpcUrl] } },
  blockExplorers: { default: explorer },
  ...(testnet && { testnet }),
})

/** Ethereum mainnet (`eip155:1`). */
export const mainnet: CaipNetwork = /* @__PURE__ */ evm(
  1,
  'Ethereum',
  ETHER,
  'https://ethereum.reth.rs/rpc',
  { name: 'Etherscan', url: 'https://etherscan.io' },
)

/** Sepolia, Ethereum's testnet (`eip155:11155111`). */
export const sepolia: CaipNetwork = /* @__PURE__ */ evm(
  11_155_111,
  'Sepolia',
  SEPOLIA_ETHER,
  'https://11155111.rpc.thirdweb.com',
  { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  true,
)

/** Base (`eip155:8453`). */
export const base: CaipNetwork = /* @__PURE__ */ evm(
  8453,
  'Base',
  ETHER,
  'https://mainnet.base.org',
  {
    name: 'Basescan',
    url: 'https://basescan.org',
  },
)

/** Base Sepolia (`eip155:84532`). */
export const baseSepolia: CaipNetwork = /* @__PURE__ */ evm(
  84_532,
  'Base Sepolia',
  SEPOLIA_ETHER,
  'https://sepolia.base.org',
  { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  true,
)

/** OP Mainnet (`eip155:10`). */
export const optimism: CaipNetwork = /* @__PURE__ */ evm(
  10,
  'OP Mainnet',
  ETHER,
  'https://mainnet.optimism.io',
  { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
)

/** Arbitrum One (`eip155:42161`). */
export const arbitrum: CaipNetwork = /* @__PURE__ */ evm(
  42_161,
  'Arbitrum One',
  ETHER,
  'https://arb1.arbitrum.io/rpc',
  { name: 'Arbiscan', url: 'https://arbiscan.io' },
)

/** Polygon PoS (`eip155:137`). */
export const polygon: CaipNetwork = /* @__PURE__ */ evm(
  137,
  'Polygon',
  { name: 'POL', symbol: 'POL', decimals: 18 },
  'https://polygon.drpc.org',
  { name: 'PolygonScan', url: 'https://polygonscan.com' },
)

/** BNB Smart Chain (`eip155:56`). */
export const bsc: CaipNetwork = /* @__PURE__ */ evm(
  56,
  'BNB Smart Chain',
  { name: 'BNB', symbol: 'BNB', decimals: 18 },
  'https://56.rpc.thirdweb.com',
  { name: 'BscScan', url: 'https://bscscan.com' },
)

/** Avalanche C-Chain (`eip155:43114`). */
export const avalanche: CaipNetwork = /* @__PURE__ */ evm(
  43_114,
  'Avalanche',
  { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  'https://api.avax.network/ext/bc/C/rpc',
  { name: 'SnowTrace', url: 'https://snowtrace.io' },
)

/** Gnosis (`eip155:100`). */
export const gnosis: CaipNetwork = /* @__PURE__ */ evm(
  100,
  'Gnosis',
  { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  'https://rpc.gnosischain.com',
  { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
)

/** ZKsync Era (`eip155:324`). */
export const zksync: CaipNetwork = /* @__PURE__ */ evm(
  324,
  'ZKsync Era',
  ETHER,
  'https://mainnet.era.zksync.io',
  { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' },
)
