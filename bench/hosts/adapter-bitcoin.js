// The bitcoin adapter entry as a host imports it.
export { BitcoinAdapter } from '@gangway/adapter-bitcoin'
