// The bitcoin adapter's descriptor as a host imports it (its code loads with the kernel).
export { bitcoinAdapter } from '@gangway/adapter-bitcoin/descriptor'
