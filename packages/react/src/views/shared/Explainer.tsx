import type { ReactNode } from 'react'
import type { WalletsId } from '../../i18n/messages/en/index.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'

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
  return (
    <div className="gw-center" style={{ gap: 12 }}>
      <span aria-hidden="true" style={{ color: 'var(--gw-accent-text)' }}>
        {icon}
      </span>
      <ul className="gw-list" style={{ textAlign: 'start', width: '100%' }}>
        {points.map((point) => (
          <li key={point.title}>
            <h3
              className="gw-text"
              style={{
                color: 'var(--gw-color-fg)',
                fontWeight: 600,
                margin: 0,
                fontSize: 'inherit',
              }}
            >
              {t(point.title)}
            </h3>
            <p className="gw-text" style={{ margin: 0 }}>
              {t(point.text)}
            </p>
          </li>
        ))}
      </ul>
      <div className="gw-list" style={{ width: '100%' }}>
        {children}
      </div>
    </div>
  )
}
