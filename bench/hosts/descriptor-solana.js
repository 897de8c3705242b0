// The solana adapter's descriptor as a host imports it (its code loads with the kernel).
export { solanaAdapter } from '@gangway/adapter-solana/descriptor'
