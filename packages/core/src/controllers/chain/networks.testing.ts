import { network } from '../../options/fixtures.testing.js'

/** Test networks (not exported from the package), built with the options fixture. */
export const testNetwork = network

export const mainnet = network('eip155', 1, 'Ethereum')
export const base = network('eip155', 8453, 'Base')
export const optimism = network('eip155', 10, 'OP Mainnet')
export const solana = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
export const solanaDevnet = network('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Devnet')
export const polkadot = network('polkadot', '91b171bb158e2d3848fa23a9f1c25182', 'Polkadot')
export const bitcoin = network('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin')
