import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import { createSessionTokens } from '../../auth/sessionTokens.js'
import { jwksRoute } from './jwksRoute.js'
import { nonceRoute } from './nonceRoute.js'
import { sessionRoutes } from './sessionRoutes.js'
import { verifyRoute } from './verifyRoute.js'

/**
 * Sign in with the wallet (issue 16): a nonce, the signed message checked and a session stored,
 * the session read and revoked by its token (bearer or cookie), and the tokens' public key.
 */
export const siwxRoutes: RouteGroup = routeGroup((app, deps) => {
  const tokens = createSessionTokens(deps.db, deps.config.siwx, { secret: deps.encryptionSecret })
  for (const group of [nonceRoute, verifyRoute(tokens), sessionRoutes(tokens), jwksRoute(tokens)])
    group(app, deps)
})
