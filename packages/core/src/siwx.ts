// @gangway/core/siwx: sign in with the wallet (spec §3 session and message, §4 SIWX rules, §8):
// the sign-in message of each family, and the host's session stores (the operator's
// @gangway/server, or the browser). Its own entry: hosts without sign-in never load it.
export * from './siwx/index.js'
