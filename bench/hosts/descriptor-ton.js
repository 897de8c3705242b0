// The ton adapter's descriptor as a host imports it (its code loads with the kernel).
export { tonAdapter } from '@gangway/adapter-ton/descriptor'
