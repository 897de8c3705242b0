import type { ChainFamily } from './types.js'

/** Base58check P2PKH / P2SH addresses (mainnet 1… and 3…, testnet and regtest m…, n…, 2…). */
const BASE58_ADDRESS = /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/
/** Bech32 / bech32m segwit addresses (bc1…, tb1…, bcrt1…), all lower or all upper case. */
const BECH32_ADDRESS = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/

/** A Bitcoin address of any network: base58check or bech32(m) form. Never throws. */
export function isValidBitcoinAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 90) return false
  if (BASE58_ADDRESS.test(value)) return true
  const lower = value.toLowerCase()
  return (value === lower || value === value.toUpperCase()) && BECH32_ADDRESS.test(lower)
}

/** Bitcoin networks (`bip122:<first 32 hex characters of the genesis block hash>`). */
export const bip122Family = Object.freeze({
  namespace: 'bip122',
  name: 'Bitcoin',
  isChainId: (reference) => /^[0-9a-f]{32}$/.test(reference),
  isAddress: isValidBitcoinAddress,
  accountTypes: ['payment', 'ordinal'],
  // The payment address's balance comes from the wallet (sats-connect getBalance); a send goes
  // through the wallet's sendTransfer, which picks the coins and the fee.
  features: { balances: true, send: true },
  // The wallet picks coins and fee: Max keeps 0.0001 BTC back for it (a one-input payment at
  // about 70 sat/vB).
  send: { maxFeeReserve: 10_000 },
  walletConnect: {
    methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
    signMessage: (message, address) => ({
      method: 'signMessage',
      params: { address, message, protocol: 'ecdsa' },
    }),
  },
} satisfies ChainFamily)
