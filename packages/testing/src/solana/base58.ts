// Base58 for the Solana peers (validator, RPC, test wallets): the kernel's one implementation.
export { decodeBase58, encodeBase58 } from '@gangway/core/adapter'
