import type { ChainFamily } from './types.js'

/** SS58 addresses: base58 of a 1- or 2-byte network prefix, a 32-byte key and a checksum. */
const SS58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/

/** A Substrate (SS58) address of any network prefix. Never throws. */
export function isValidSs58Address(value: unknown): value is string {
  return typeof value === 'string' && SS58_ADDRESS.test(value)
}

/** Polkadot and Substrate chains (`polkadot:<first 32 hex characters of the genesis hash>`). */
export const polkadotFamily = Object.freeze({
  namespace: 'polkadot',
  name: 'Polkadot',
  isChainId: (reference) => /^[0-9a-f]{32}$/.test(reference),
  isAddress: isValidSs58Address,
  accountTypes: ['eoa'],
  // Polkadot extensions hold keys, not chain state: no balance to read (the adapter says so).
  features: { balances: false },
  walletConnect: {
    methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    signMessage: (message, address) => ({
      method: 'polkadot_signMessage',
      params: { address, message },
    }),
  },
} satisfies ChainFamily)
