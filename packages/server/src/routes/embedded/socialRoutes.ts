import type { RegisterRoutes } from '../../app/types.js'
import { socialCallbackRoute } from './socialCallbackRoute.js'
import { socialCompleteRoute } from './socialCompleteRoute.js'
import { socialRedirectRoute } from './socialRedirectRoute.js'

/**
 * Social login of the embedded wallet (issue 17): the provider's authorize URL (code flow, PKCE
 * S256, state bound to the login), the provider's return (callback) and the result turned into a
 * session (registered by the embedded group, when the config has `embedded`).
 */
export const socialRoutes: RegisterRoutes = (app, deps) => {
  for (const group of [socialRedirectRoute, socialCallbackRoute, socialCompleteRoute])
    group(app, deps)
}
