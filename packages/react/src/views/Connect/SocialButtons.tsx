import type { SocialProvider } from '@gangway/core/internal'
import { filterSocialsForTelegram } from '@gangway/core/ui'
import { useMemo } from 'react'
import { useViewStyles } from '../../hooks/context.js'
import { connect as connectText } from '../../i18n/messages/en/connect.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { openSocialPopup, SOCIAL_LABELS } from '../shared/socials.js'
import { SocialLogo, socialGridColumns } from './socialLogos.js'
import { socialsCss } from './socialsCss.js'

/** Connect's social method: the first provider as a button, the others as a row of logos. */
export function SocialButtons({
  kit,
  socials,
}: {
  kit: UiKit
  socials: readonly SocialProvider[]
}) {
  useViewStyles(socialsCss)
  const t = useT(connectText)
  const shown = useMemo(() => visibleSocials(kit, socials), [kit, socials])
  const [first, ...rest] = shown
  if (!first) return null
  const go = (provider: SocialProvider) => {
    if (provider === 'farcaster') {
      kit.controllers.router.push('ConnectingFarcaster')
      return
    }
    // Synchronously, inside the click: a popup opened after an await is blocked.
    const popup = openSocialPopup()
    kit.controllers.router.push('ConnectingSocial', { socialProvider: provider, popup })
  }
  return (
    <div className="gw-list">
      <Button variant="secondary" block onClick={() => go(first)} data-social={first}>
        <SocialLogo provider={first} />
        {t('connect.continueWith', { provider: SOCIAL_LABELS[first] })}
      </Button>
      {rest.length ? (
        // One even row of logos (two for more than six), each named for assistive technology
        // and in its tooltip.
        <div
          className="gw-socials"
          style={{ gridTemplateColumns: `repeat(${socialGridColumns(rest.length)}, 1fr)` }}
        >
          {rest.map((provider) => {
            const name = t('connect.continueWith', { provider: SOCIAL_LABELS[provider] })
            return (
              <button
                key={provider}
                type="button"
                className="gw-social"
                data-social={provider}
                aria-label={name}
                title={name}
                onClick={() => go(provider)}
              >
                <SocialLogo provider={provider} size={22} />
              </button>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}

/** Spec §5: inside Telegram some providers are left out (per the device's OS). */
function visibleSocials(kit: UiKit, socials: readonly SocialProvider[]): SocialProvider[] {
  if (!kit.controllers.environment.isTelegram()) return [...socials]
  const ua = globalThis.navigator?.userAgent ?? ''
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'ios'
    : /Android/.test(ua)
      ? 'android'
      : /Macintosh/.test(ua)
        ? 'mac'
        : undefined
  return filterSocialsForTelegram(socials, { isTelegram: true, ...(os && { os }) })
}
