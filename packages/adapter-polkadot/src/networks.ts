import type { CaipNetwork } from '@gangway/core/adapter'

const network = (
  id: string,
  name: string,
  symbol: string,
  decimals: number,
  host: string,
  extra: Partial<CaipNetwork> = {},
): CaipNetwork => ({
  id,
  name,
  chainNamespace: 'polkadot',
  caipNetworkId: `polkadot:${id}`,
  nativeCurrency: { name: symbol, symbol, decimals },
  rpcUrls: { default: { http: [`https://${host}`], webSocket: [`wss://${host}`] } },
  ...extra,
})

// CAIP-2 references: the first 32 hex digits of each genesis hash.
const POLKADOT = '91b171bb158e2d3848fa23a9f1c25182'
const KUSAMA = 'b0a8d493285c2df73290dfb7e61f870f'
const WESTEND = 'e143f23803ac50e8f6f8e62695d1ce9e'

/** Polkadot relay chain. */
export const polkadot = /* @__PURE__ */ network(
  POLKADOT,
  'Polkadot',
  'DOT',
  10,
  'rpc.polkadot.io',
  { blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } } },
)
export const kusama = /* @__PURE__ */ network(
  KUSAMA,
  'Kusama',
  'KSM',
  12,
  'kusama-rpc.polkadot.io',
  { blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } } },
)
export const westend = /* @__PURE__ */ network(
  WESTEND,
  'Westend',
  'WND',
  12,
  'westend-rpc.polkadot.io',
  {
    testnet: true,
    blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
  },
)

/** The polkadot networks this package knows, Polkadot first. */
export const polkadotNetworks: readonly CaipNetwork[] = [polkadot, kusama, westend]

/** SS58 address prefixes of the known networks (42, generic Substrate, for the others). */
export const SS58_FORMATS: Readonly<Record<string, number>> = {
  [POLKADOT]: 0,
  [KUSAMA]: 2,
  [WESTEND]: 42,
}
export const GENERIC_SS58_FORMAT = 42
