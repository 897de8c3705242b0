// The TON adapter entry as a host imports it (a third party's adapter, on @gangway/core/adapter).
export { TonAdapter } from '@gangway/adapter-ton'
