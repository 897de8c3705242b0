import type { RegisterRoutes } from '../../app/types.js'
import { farcasterAuthenticateRoute } from './farcasterAuthenticateRoute.js'
import { farcasterChannelRoute } from './farcasterChannelRoute.js'
import { farcasterCompleteRoute } from './farcasterCompleteRoute.js'
import { farcasterStatusRoute } from './farcasterStatusRoute.js'

/**
 * Sign In With Farcaster for the embedded wallet (issue 17), the server being the relay: a
 * channel, the Farcaster client's signed message, the channel's status, and the completion
 * checked against the fid's custody address on chain. Served when `embedded.farcaster` is set.
 */
export const farcasterRoutes: RegisterRoutes = (app, deps) => {
  if (!deps.config.embedded?.farcaster) return
  for (const group of [
    farcasterChannelRoute,
    farcasterAuthenticateRoute,
    farcasterStatusRoute,
    farcasterCompleteRoute,
  ])
    group(app, deps)
}
