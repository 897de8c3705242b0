import { bip122Family } from './bip122.js'
import { eip155Family } from './eip155.js'
import { polkadotFamily } from './polkadot.js'
import { solanaFamily } from './solana.js'
import type { ChainFamily } from './types.js'

/**
 * The four families core ships descriptors for (spec §1). A kit knows these without an adapter
 * (so a namespace of the host's networks with no adapter still pairs over WalletConnect); any
 * other family comes with its adapter, or through `createKit({ families })`.
 */
export const BUILT_IN_FAMILIES: readonly ChainFamily[] = Object.freeze([
  eip155Family,
  solanaFamily,
  polkadotFamily,
  bip122Family,
])
