/**
 * The network icon as the network button imports it after its first paint: a module of its own,
 * so the built chunk is not taken for a view (bench/scripts/sizes.mjs reads `Name-HASH.js` files
 * as views).
 */
export { NetworkIcon } from './NetworkIcon.js'
