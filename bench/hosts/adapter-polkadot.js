// The polkadot adapter entry as a host imports it.
export { PolkadotAdapter } from '@gangway/adapter-polkadot'
