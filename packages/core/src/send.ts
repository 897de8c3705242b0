// @gangway/core/send: the Send flow (spec §3–§5, §8) as actions on a kit: validateSend,
// estimateSendFee, getMaxSendAmount, sendTokens, getSendTokens. Its own entry, so neither the
// first load nor the other views carry it: a bundler splits shared packages by file, and any
// part of `@gangway/core` (or `/ui`) that a view uses loads with the code it shares a file with.
export * from './send/index.js'
