import type { EmbeddedLogin } from '@gangway/core/embedded'
import type { UiKit } from '../../kit/types.js'

/**
 * The embedded wallet's login API (`@gangway/core/embedded`), imported only when a login view
 * needs it: hosts without `embeddedWallet` never load it, and the Connect view loads it on the
 * first email submit or social click. Its own module, so a view that only calls it (the account
 * type switch) does not take the login views' error texts along.
 */
export function loadEmbeddedLogin(kit: UiKit): Promise<EmbeddedLogin> {
  return import('@gangway/core/embedded').then((module) => module.loadEmbedded(kit))
}
