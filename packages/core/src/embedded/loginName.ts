import { AUTH_CONNECTOR_NAME, SOCIAL_PROVIDER_NAMES } from '../constants.js'
import type { SocialProvider } from '../types/account.js'

/**
 * The name the account shows for an embedded wallet connection: the login the visitor used
 * ('Google', 'Farcaster', …, 'Email'), not the connector's generic name; that name only when the
 * login is unknown (no social provider, no email).
 */
export function embeddedLoginName(
  social: SocialProvider | undefined,
  user: { email?: string | undefined },
): string {
  if (social) return SOCIAL_PROVIDER_NAMES[social]
  return user.email ? 'Email' : AUTH_CONNECTOR_NAME
}
