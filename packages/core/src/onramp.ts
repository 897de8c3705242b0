// @gangway/core/onramp: on-ramp providers (spec §2 account features, §7, §9) — Coinbase Onramp and
// Transak, the one URL check for a provider's widget, and how deliveries are recognised. Its own
// entry, loaded by the Buy view and the Activity rows, so the first load carries none of it.
export * from './onramp/index.js'
