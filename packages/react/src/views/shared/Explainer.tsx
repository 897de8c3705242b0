import type { ReactNode } from 'react'
import { useViewStyles } from '../../hooks/context.js'
import type { WalletsId } from '../../i18n/messages/en/index.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { explainerCss } from './explainerCss.js'

/** One point of an explainer: its heading and its text, as message ids. */
export interface ExplainerPoint {
  title: WalletsId
  text: WalletsId
}

/** An onboarding page (the header names it): an icon, a few short points and the ways on. */
export function Explainer({
  icon,
  points,
  children,
}: {
  icon: ReactNode
  points: readonly ExplainerPoint[]
  children: ReactNode
}) {
  const t = useT(walletsText)
  useViewStyles(explainerCss)
  return (
    <div className="gw-center gw-explainer">
      <span aria-hidden="true" className="gw-explainer-icon">
        {icon}
      </span>
      <ul className="gw-list gw-explainer-points">
        {points.map((point) => (
          <li key={point.title}>
            <h3 className="gw-text gw-explainer-title">{t(point.title)}</h3>
            <p className="gw-text gw-explainer-text">{t(point.text)}</p>
          </li>
        ))}
      </ul>
      <div className="gw-list gw-explainer-actions">{children}</div>
    </div>
  )
}
