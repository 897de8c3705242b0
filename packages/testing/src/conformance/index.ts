// @gangway/testing/conformance: the adapter conformance suite (vitest, a peer dependency) with no
// chain SDK: the checks, the counting proxy and the timer tracker. The wallet drivers and
// environments of the built-in families are in their family's entry: EVM and WalletConnect in
// `@gangway/testing`, the others in `@gangway/testing/<family>/node`.
export { ADAPTER_EVENTS, nextAdapterEvent, recordAdapterEvents } from './adapterEvents.js'
export type { ConformanceCheck } from './checks/check.js'
export { ConformanceRun, type Outcome, rejectionCode, settle } from './conformanceRun.js'
export {
  type CountingProxy,
  type CountingProxyOptions,
  startCountingProxy,
} from './countingProxy.js'
export { countListeners } from './drivers/listenerCounter.js'
export {
  CONFORMANCE_CHECKS,
  conformanceCheck,
  runAdapterConformance,
  runConformanceCheck,
} from './runAdapterConformance.js'
export {
  describeTimer,
  sleep,
  type TimerTracker,
  type TrackedTimer,
  trackTimers,
} from './timerTracker.js'
export type * from './types.js'
