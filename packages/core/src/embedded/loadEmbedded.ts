import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import type { EmbeddedLogin } from './types.js'

/**
 * The embedded wallet's login of a kit (one per kit, created on first call): the views call it
 * when the visitor starts an email, social or Farcaster login. Rejects with INVALID_OPTION when
 * the kit has no `embeddedWallet` (or email and socials are both off), and with
 * CONNECTION_CLIENT_NOT_SET once the kit is destroyed.
 */
export async function loadEmbedded(kit: Kit): Promise<EmbeddedLogin> {
  const part = await kit.controllers.embedded
  if (!part)
    throw new KitError('INVALID_OPTION', {
      params: {
        option: 'embeddedWallet',
        details:
          'Set embeddedWallet: { url } (your @gangway/server) to log in with email or socials.',
      },
    })
  const login = await part.get()
  if (!login) throw new KitError('CONNECTION_CLIENT_NOT_SET')
  return login
}
