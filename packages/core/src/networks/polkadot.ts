import type { CaipNetwork } from '../types/chain.js'

// Polkadot presets: the CAIP-2 reference is the first 32 hex digits of the genesis hash; RPC
// over the chains' public nodes (https and wss).

const substrate = (
  id: string,
  name: string,
  symbol: string,
  decimals: number,
  host: string,
  explorer: string,
  testnet?: boolean,
): CaipNetwork => ({
  id,
  name,
  chainNamespace: 'polkadot',
  caipNetworkId: `polkadot:${id}`,
  nativeCurrency: { name: symbol, symbol, decimals },
  rpcUrls: { default: { http: [`https://${host}`], webSocket: [`wss://${host}`] } },
  blockExplorers: { default: { name: 'Subscan', url: explorer } },
  ...(testnet && { testnet }),
})

/** The Polkadot relay chain. */
export const polkadot: CaipNetwork = /* @__PURE__ */ substrate(
  '91b171bb158e2d3848fa23a9f1c25182',
  'Polkadot',
  'DOT',
  10,
  'rpc.polkadot.io',
  'https://polkadot.subscan.io',
)

/** The Kusama relay chain. */
export const kusama: CaipNetwork = /* @__PURE__ */ substrate(
  'b0a8d493285c2df73290dfb7e61f870f',
  'Kusama',
  'KSM',
  12,
  'kusama-rpc.polkadot.io',
  'https://kusama.subscan.io',
)

/** Westend, Polkadot's testnet. */
export const westend: CaipNetwork = /* @__PURE__ */ substrate(
  'e143f23803ac50e8f6f8e62695d1ce9e',
  'Westend',
  'WND',
  12,
  'westend-rpc.polkadot.io',
  'https://westend.subscan.io',
  true,
)
