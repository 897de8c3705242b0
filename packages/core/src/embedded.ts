// @gangway/core/embedded: the embedded wallet's login (spec §4 embedded login flow, §5 frame
// rules, §6 RPC methods, §7 frame messages, §8 errors) against the operator's @gangway/server
// secure frame. Its own entry: hosts without `embeddedWallet` never load it, and hosts with it
// load it only when a visitor starts a login or a stored one is restored.
export * from './embedded/index.js'
