import type { View } from '@gangway/core'
import type { ReactNode } from 'react'
import { useKitInstance } from '../../hooks/context.js'

/** A small text button to a help view (Connect's "I don't have a wallet", Networks' help). */
export function HelpLink({
  view,
  children,
  testId,
}: {
  view: View
  children: ReactNode
  testId: string
}) {
  const kit = useKitInstance()
  return (
    <p style={{ textAlign: 'center', margin: '4px 0 0' }}>
      <button
        type="button"
        className="gw-link"
        style={{ background: 'none', border: 0, padding: 4, cursor: 'pointer', font: 'inherit' }}
        onClick={() => kit.controllers.router.push(view)}
        data-testid={testId}
      >
        {children}
      </button>
    </p>
  )
}
