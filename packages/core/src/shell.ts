/**
 * `@gangway/core/shell`: what a UI package's first paint needs, and nothing else, built as one
 * file that shares no module with the kernel. The kit shell (`createKitShell`: the same function
 * as `createKit` of `@gangway/core`, whose build shares chunks with the kernel; a host uses that
 * one), adapter descriptors (`describeAdapter`: an adapter whose code loads with the kernel), the
 * selectors over the kit's stores, and the small pure helpers the buttons use. UI packages import
 * their first-paint code from here so a host's bundler keeps the kernel out of the first load;
 * their lazy parts (the modal, the views) bundle their own copy of the few helpers they use from
 * here. No name here is in another entry of @gangway/core.
 */

export { createBrowserEnvironment } from './controllers/connection/environment.js'
export { resolveOpeningView } from './controllers/modal/openingView.js'
export { type ErrorParams, fillTemplate } from './errors/fillTemplate.js'
export { kitNotCreatedError } from './errors/kitNotCreated.js'
export { isSafeThemeValue, THEME_TOKEN } from './options/themeValues.js'
export {
  selectAccount,
  selectActiveCaipNetwork,
  selectConnectorId,
  selectIsConnected,
  selectIsConnecting,
} from './selectors/account.js'
export { selectCanPairWallets } from './selectors/connectors.js'
export {
  type AdapterDescriptor,
  adapterNamespace,
  describeAdapter,
  isAdapterDescriptor,
} from './shell/adapterDescriptor.js'
export { createKitShell } from './shell/createKitShell.js'
export { shallowEqual } from './store/shallowEqual.js'
export type { Store } from './store/types.js'
export { floorDecimal } from './utils/decimal.js'
export { formatBalance, localizeDecimal } from './utils/formatBalance.js'
export { type LoadedOnce, loadOnce } from './utils/onDemand.js'
export { safeImageUrl } from './validators/links.js'
