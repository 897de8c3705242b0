/**
 * `@gangway/core/shell`: what a page needs before its first paint, and nothing else. The kit shell
 * (`createKitShell`: the stores the buttons read, the stored connection, every kit method; the
 * kernel loads after the first paint), adapter descriptors (`describeAdapter`: an adapter whose
 * code loads with the kernel), and the small pure helpers the buttons use. Everything here is
 * also exported by `@gangway/core`; UI packages import their first-paint code from here so a
 * host's bundler keeps the kernel out of the first load.
 */

export { LIMITS } from './constants/firstPaint.js'
export { createBrowserEnvironment } from './controllers/connection/environment.js'
export { resolveOpeningView } from './controllers/modal/openingView.js'
export { type ErrorParams, fillTemplate } from './errors/fillTemplate.js'
export { kitNotCreatedError } from './errors/kitNotCreated.js'
export { isSafeThemeValue, THEME_TOKEN } from './options/themeValues.js'
export {
  selectAccount,
  selectConnectedNamespaces,
  selectIsConnected,
  selectIsConnecting,
  selectStatus,
} from './selectors/account.js'
export {
  type AdapterDescriptor,
  adapterNamespace,
  describeAdapter,
  isAdapterDescriptor,
} from './shell/adapterDescriptor.js'
export { createKitShell, type LoadKernel, type ShellKitOptions } from './shell/createKitShell.js'
export { createHandoverStore, type HandoverStore } from './shell/handoverStore.js'
export { readStoredConnection, type StoredConnection } from './storage/storedConnection.js'
export { shallowEqual } from './store/shallowEqual.js'
export type { Store } from './store/types.js'
export { floorDecimal } from './utils/decimal.js'
export { formatBalance } from './utils/formatBalance.js'
export { safeImageUrl } from './validators/links.js'
