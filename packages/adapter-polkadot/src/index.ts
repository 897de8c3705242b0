export { KNOWN_EXTENSION_NAMES } from './extensions.js'
export {
  GENERIC_SS58_FORMAT,
  kusama,
  polkadot,
  polkadotNetworks,
  SS58_FORMATS,
  westend,
} from './networks.js'
export { PolkadotAdapter, type PolkadotAdapterOptions } from './PolkadotAdapter.js'
