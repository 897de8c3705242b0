// @gangway/core/names: account names (spec §4 name registration, §5 rules, §7 name calls, §9
// caches) through the operator's @gangway/server. Its own entry, loaded by the name views.
export * from './names/index.js'
