import { isKitError } from '@gangway/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { Button } from '../../ui/controls.js'
import { LoaderRing, RetryIcon, WarningIcon } from '../../ui/icons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { connectorImage } from '../shared/connectorImage.js'

type Status = { kind: 'connecting' } | { kind: 'error'; message: string }

function errorMessage(error: unknown): string {
  if (isKitError(error)) return error.shortMessage
  return 'Connection declined'
}

/**
 * ConnectingExternal (spec §2, data: connector): asks the wallet to connect, shows a spinner
 * ring around its icon and "Continue in <wallet>", and a retry on error.
 */
export default function ConnectingExternalView() {
  const kit = useKitInstance()
  const connector = useStoreSelector(kit.stores.router, (state) => state.data?.connector)
  const [status, setStatus] = useState<Status>({ kind: 'connecting' })
  const [attempt, setAttempt] = useState(0)
  const started = useRef(-1)

  const connect = useCallback(async () => {
    if (!connector) return
    setStatus({ kind: 'connecting' })
    try {
      await kit.connect({ namespace: connector.chain, connectorId: connector.id })
      const { view } = kit.stores.router.getState()
      if (view === 'ConnectingExternal' && kit.stores.modal.getState().open) kit.close()
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error) })
      kit.controllers.modal.shake()
    }
  }, [kit, connector])

  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    void connect()
  }, [connect, attempt])

  if (!connector) {
    return (
      <div className="gw-empty">
        <p className="gw-text">No wallet selected.</p>
        <Button variant="secondary" onClick={kit.controllers.router.goBack}>
          Go back
        </Button>
      </div>
    )
  }
  const failed = status.kind === 'error'
  return (
    <div className="gw-center" style={{ padding: '16px 8px 8px' }}>
      <div className="gw-loader-ring" data-error={failed ? 'true' : 'false'}>
        <WalletImage src={connectorImage(kit, connector)} name={connector.name} />
        {failed ? (
          <span className="gw-loader-badge" aria-hidden="true">
            <WarningIcon />
          </span>
        ) : (
          <LoaderRing />
        )}
      </div>
      <div role="status" aria-live="polite" className="gw-center" style={{ padding: 0 }}>
        <p
          className="gw-heading"
          style={{ fontSize: 'var(--gw-text-lg)' }}
          data-testid="connecting-title"
        >
          {failed ? status.message : `Continue in ${connector.name}`}
        </p>
        <p className="gw-text">
          {failed
            ? 'The connection was not completed. You can try again.'
            : 'Accept the connection request in the wallet.'}
        </p>
      </div>
      {failed ? (
        <Button
          variant="secondary"
          onClick={() => setAttempt((count) => count + 1)}
          data-testid="connecting-retry"
        >
          <RetryIcon />
          Try again
        </Button>
      ) : null}
    </div>
  )
}
