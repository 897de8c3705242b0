// The wagmi adapter's descriptor as a host imports it (its code loads with the kernel).
export { wagmiAdapter } from '@gangway/adapter-wagmi/descriptor'
