import type { ReactNode } from 'react'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useT } from '../../i18n/useT.js'
import { Button, Spinner } from '../../ui/controls.js'

/**
 * An Account tab with nothing to list: an icon, a title, then either a line of text or, after a
 * failed read, Try again.
 */
export function TabEmpty({
  icon,
  title,
  text,
  onRetry,
}: {
  icon: ReactNode
  title: string
  text?: string
  onRetry?: () => void
}) {
  const t = useT(accountText)
  return (
    <div className="gw-empty">
      {icon}
      <strong style={{ color: 'var(--gw-color-fg)' }}>{title}</strong>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('account.tryAgain')}
        </Button>
      ) : (
        <span>{text}</span>
      )}
    </div>
  )
}

/** An Account tab whose first read has not answered yet. */
export function TabLoading({ label }: { label: string }) {
  return (
    <div className="gw-empty" aria-busy="true">
      <Spinner label={label} />
    </div>
  )
}
