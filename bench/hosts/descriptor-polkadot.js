// The polkadot adapter's descriptor as a host imports it (its code loads with the kernel).
export { polkadotAdapter } from '@gangway/adapter-polkadot/descriptor'
