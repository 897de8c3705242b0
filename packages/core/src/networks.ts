/**
 * The network presets (this package's `/networks` entry): a host imports them by name, e.g.
 * `createKit({ networks: [mainnet, base, solana], adapters })`. Each is a `CaipNetwork` (the
 * type of the `/adapter` entry) of its own, without side effects, so a bundler keeps only the
 * ones imported.
 *
 * EVM values are viem's chain definitions'; each RPC URL is a public endpoint (rate limited:
 * give your own with `{ ...mainnet, rpcUrls: { default: { http: [yourUrl] } } }`).
 * No name here is in another entry of @gangway/core.
 */

export { bitcoin, bitcoinSignet, bitcoinTestnet, bitcoinTestnet4 } from './networks/bip122.js'
export {
  arbitrum,
  avalanche,
  base,
  baseSepolia,
  bsc,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
} from './networks/eip155.js'
export { kusama, polkadot, westend } from './networks/polkadot.js'
export { solana, solanaDevnet, solanaTestnet } from './networks/solana.js'
