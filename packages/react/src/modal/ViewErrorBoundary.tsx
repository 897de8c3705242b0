import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useT } from '../i18n/useT.js'
import { Button } from '../ui/controls.js'
import { WarningIcon } from '../ui/icons.js'

interface State {
  error: unknown
  attempt: number
}

/** Catches a view that failed to load or render, and offers a retry instead of a blank modal. */
export class ViewErrorBoundary extends Component<
  { children: ReactNode; onRetry?: () => void },
  State
> {
  override state: State = { error: undefined, attempt: 0 }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[gangway] a modal view failed', error, info.componentStack)
  }

  override render() {
    if (this.state.error === undefined) {
      return <div key={this.state.attempt}>{this.props.children}</div>
    }
    return (
      <ViewFailed
        onRetry={() => {
          this.props.onRetry?.()
          this.setState((state) => ({ error: undefined, attempt: state.attempt + 1 }))
        }}
      />
    )
  }
}

function ViewFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className="gw-empty" role="alert">
      <WarningIcon />
      <p className="gw-text">{t('common.viewLoadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  )
}
