import { SOCIAL_PROVIDER_NAMES } from '@gangway/core/internal'

export const SOCIAL_LABELS = SOCIAL_PROVIDER_NAMES

/** The popup's window name and size (one popup at a time: a second click reuses it). */
export const SOCIAL_POPUP_NAME = 'gangway-social'
const SOCIAL_POPUP_FEATURES = 'width=500,height=640'

/**
 * Opens the sign-in popup empty, synchronously inside the visitor's click (a popup opened after
 * an await is blocked); the kit sets its location once it has the provider's URL. Null when the
 * browser blocked it: the kit then redirects the page instead.
 */
export function openSocialPopup(): Window | null {
  try {
    return window.open('', SOCIAL_POPUP_NAME, SOCIAL_POPUP_FEATURES)
  } catch {
    return null
  }
}
