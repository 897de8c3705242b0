/**
 * `@gangway/core/directory`: the wallet directory's own code — listing checks, paging and the
 * kit's directory over a source — for the @gangway packages that need it outside a kit: a
 * directory server (`@gangway/server`'s routes) and `withUi` of `@gangway/react/kernel`.
 *
 * NO SEMVER PROMISE, as for `@gangway/core/internal`. Not in `/internal` on purpose: the modal
 * imports `/internal`, and a host's bundler puts every module an imported entry re-exports into
 * the chunks of whoever imports that entry as soon as any part of the page uses it — the kit's
 * directory, imported on its first query, would then load with the modal even for a host that
 * turned the directory off (issue 37).
 */

export { createKitWalletDirectory } from './directory/kitDirectory.js'
export { parseWalletListings } from './directory/listing.js'
export { filtersKey, matchWallets, pageOf, queryWallets } from './directory/queryWallets.js'
