import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import { createMailer } from '../../embedded/mailer.js'
import { createMailGate } from '../../embedded/mailGate.js'
import { deviceApproveRoute } from './deviceApproveRoute.js'
import { emailDeviceRoute } from './emailDeviceRoute.js'
import { emailLoginRoute } from './emailLoginRoute.js'
import { emailOtpRoute } from './emailOtpRoute.js'
import { emailUpdateRoutes } from './emailUpdateRoutes.js'
import { farcasterRoutes } from './farcasterRoutes.js'
import { frameRoutes } from './frameRoutes.js'
import { meRoute } from './meRoute.js'
import { projectRoute } from './projectRoute.js'
import { signoutRoute } from './signoutRoute.js'
import { socialRoutes } from './socialRoutes.js'
import { vaultGetRoute } from './vaultGetRoute.js'
import { vaultPutRoute } from './vaultPutRoute.js'

/**
 * The embedded wallet (issue 17), served when the config has `embedded`: email login with mailed
 * codes and device approval links, the session's user, sign out, the vault, the email change and
 * the project's origins and chains for the frame; then the secure frame, the social logins and,
 * with `embedded.farcaster`, Sign In With Farcaster.
 */
export const embeddedRoutes: RouteGroup = routeGroup((app, deps) => {
  const embedded = deps.config.embedded
  if (!embedded) return
  const mailer = createMailer(embedded.smtp, deps.log)
  deps.onClose(() => mailer.close())
  const embeddedDeps = {
    ...deps,
    embedded,
    mailer,
    mailGate: createMailGate(deps.db, embedded.mailLimits),
  }
  for (const route of [
    emailLoginRoute,
    deviceApproveRoute,
    emailDeviceRoute,
    emailOtpRoute,
    meRoute,
    signoutRoute,
    vaultGetRoute,
    vaultPutRoute,
    emailUpdateRoutes,
    projectRoute,
  ])
    route(app, embeddedDeps)
  frameRoutes(app, deps)
  socialRoutes(app, deps)
  farcasterRoutes(app, deps)
})
