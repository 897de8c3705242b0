import type { RouteGroup, ServerApp, ServerDeps } from '../app/types.js'
import { activityRoutes } from './activity/activityRoutes.js'
import { analyticsRoutes } from './analytics/analyticsRoutes.js'
import { balanceRoutes } from './balance/balanceRoutes.js'
import { directoryRoutes } from './directory/directoryRoutes.js'
import { embeddedRoutes } from './embedded/embeddedRoutes.js'
import { gasRoutes } from './gas/gasRoutes.js'
import { healthRoutes } from './health/healthRoutes.js'
import { namesRoutes } from './names/namesRoutes.js'
import { nftRoutes } from './nfts/nftRoutes.js'
import { onrampRoutes } from './onramp/onrampRoutes.js'
import { siwxRoutes } from './siwx/siwxRoutes.js'
import { sponsorRoutes } from './sponsor/sponsorRoutes.js'
import { swapRoutes } from './swap/swapRoutes.js'

/** Every route group, one folder each. A new group (sign-in, names, swaps, ...) is added here. */
const GROUPS: readonly RouteGroup[] = [
  healthRoutes,
  directoryRoutes,
  gasRoutes,
  analyticsRoutes,
  balanceRoutes,
  activityRoutes,
  nftRoutes,
  swapRoutes,
  namesRoutes,
  siwxRoutes,
  embeddedRoutes,
  onrampRoutes,
  sponsorRoutes,
]

/**
 * Mounts each group's sub-app on the app, in this order, after the app's middleware (so every
 * route passes the edge: log, body limit, request limits, project gate, input guard).
 */
export function mountRoutes(app: ServerApp, deps: ServerDeps) {
  for (const group of GROUPS) app.route('/', group(deps))
}
