import { KitError } from '@gangway/core/common'
import type { SiwxFlow } from '@gangway/core/siwx'
import { useEffect, useId, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { names as namesText } from '../../i18n/messages/en/names.js'
import { useT } from '../../i18n/useT.js'
import { Button, Spinner } from '../../ui/controls.js'
import { WalletTile } from '../shared/WalletTile.js'

/**
 * SIWXSignMessage (and ConnectingSiwe, which renders the same): asks the visitor to sign the
 * sign-in message (spec §4 "SIWX"). Sign → the wallet signs, the session is stored, the modal
 * closes. A decline keeps the view with its error. Cancel disconnects when sign-in is required,
 * else closes. The flow itself lives in core (`@gangway/core/siwx`), loaded with `siwx`.
 */
export default function SIWXSignMessageView() {
  const kit = useKitInstance()
  const t = useT(namesText)
  const part = kit.controllers.siwx
  const [flow, setFlow] = useState<SiwxFlow | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    part
      ?.get()
      .then((loaded) => {
        if (live) setFlow(loaded)
      })
      .catch(() => {
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [part])

  if (!part || failed) {
    return (
      <div className="gw-empty" role="alert" data-testid="siwx-unavailable">
        <p className="gw-text">
          {t.error(new KitError(part ? 'AUTH_INIT_FAILED' : 'SIWX_NOT_ENABLED'))}
        </p>
      </div>
    )
  }
  if (!flow) return <Spinner label={t('names.siwxLoading')} />
  return <SignMessage flow={flow} appName={kit.options.metadata?.name} />
}

function SignMessage({ flow, appName }: { flow: SiwxFlow; appName: string | undefined }) {
  const { status, required, error, failure } = useStoreSelector(flow.store, (state) => ({
    status: state.status,
    required: state.required,
    error: state.error,
    failure: state.failure,
  }))
  const t = useT(namesText)
  const headingId = useId()
  const signRef = useRef<HTMLButtonElement>(null)
  // Keyboard: the primary action has focus when the view shows (Enter signs, Tab reaches Cancel).
  useEffect(() => {
    signRef.current?.focus({ preventScroll: true })
  }, [])
  const busy = status === 'signing'
  const name = appName?.trim() || t('names.siwxThisApp')
  return (
    <section
      className="gw-center"
      style={{ padding: '16px 8px 8px', gap: 12 }}
      aria-labelledby={headingId}
      data-testid="siwx-sign-message"
    >
      <WalletTile />
      <h3 id={headingId} className="gw-heading" style={{ fontSize: 'var(--gw-text-lg)' }}>
        {t('names.siwxTitle', { name })}
      </h3>
      <p className="gw-text">{required ? t('names.siwxTextRequired') : t('names.siwxText')}</p>
      <p className="gw-text gw-text-error" role="alert" data-testid="siwx-error">
        {status === 'error' ? (failure ? t.error(failure) : error) : ''}
      </p>
      <div style={{ display: 'flex', gap: 8, width: '100%' }}>
        <Button
          variant="secondary"
          block
          disabled={busy}
          onClick={() => void flow.cancel()}
          data-testid="siwx-cancel"
        >
          {t('names.siwxCancel')}
        </Button>
        <Button
          ref={signRef}
          block
          disabled={busy || status === 'checking'}
          aria-busy={busy || undefined}
          onClick={() => void flow.sign()}
          data-testid="siwx-sign"
        >
          {busy ? t('names.siwxSigning') : t('names.siwxSign')}
        </Button>
      </div>
    </section>
  )
}
