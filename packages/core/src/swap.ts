// @gangway/core/swap: the Swap flow (spec §3–§5, §8, §9) as actions on a kit. Its own entry, like
// @gangway/core/send, so neither the first load nor the other views carry it.
export * from './swap/index.js'
