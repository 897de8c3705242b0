// The solana adapter entry as a host imports it.
export { SolanaAdapter } from '@gangway/adapter-solana'
