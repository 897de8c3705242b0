import type { CaipNetwork } from '@gangway/core/adapter'
import { kusama, polkadot, westend } from '@gangway/core/networks'

// CAIP-2 references: the first 32 hex digits of each genesis hash.
const POLKADOT = /* @__PURE__ */ String(polkadot.id)
const KUSAMA = /* @__PURE__ */ String(kusama.id)
const WESTEND = /* @__PURE__ */ String(westend.id)

// The networks are core's presets (one definition, also `@gangway/core/networks`).
export { kusama, polkadot, westend }

/** The polkadot networks this package knows, Polkadot first. */
export const polkadotNetworks: readonly CaipNetwork[] = [polkadot, kusama, westend]

/** SS58 address prefixes of the known networks (42, generic Substrate, for the others). */
export const SS58_FORMATS: Readonly<Record<string, number>> = {
  [POLKADOT]: 0,
  [KUSAMA]: 2,
  [WESTEND]: 42,
}
export const GENERIC_SS58_FORMAT = 42
