import { useId } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { EmbeddedGate } from '../shared/EmbeddedGate.js'
import type { EmbeddedLogin } from '../shared/embedded.js'
import { FrameSlot } from '../shared/FrameSlot.js'
import { WalletTile } from '../shared/WalletTile.js'

/**
 * ApproveTransaction (spec §2, §6): the embedded wallet asks the visitor to approve a signature
 * or a transaction. The secure frame renders the request (what, to, value, message) and its
 * Approve / Reject on its own origin; the kit places it over this view's body (`mountFrame`).
 * One way out at a time: while the frame shows the request, its Reject (or Escape) is the way
 * out, decided on the frame's origin where the page cannot fake it; before it shows, the view's
 * Cancel aborts the pending request ('Request was aborted') and leaves through the transaction
 * stack (or back one step). The title says what is asked: 'Signature Request' for a message or
 * typed data (route data `request`), else 'Approve Transaction'.
 */
export default function ApproveTransactionView() {
  const kit = useKitInstance()
  return <EmbeddedGate>{(login) => <Approve kit={kit} login={login} />}</EmbeddedGate>
}

function Approve({ kit, login }: { kit: UiKit; login: EmbeddedLogin }) {
  const t = useT(embeddedText)
  // The recovery code shows through EmbeddedGate, the approval here.
  const visible = useStoreSelector(
    login.frame,
    (state) => state.visible && state.reason !== 'recovery',
  )
  const headingId = useId()
  const cancel = () => {
    login.abortPending()
    if (kit.stores.router.getState().transactionStack.length)
      kit.controllers.router.popTransactionStack('cancel')
    else kit.controllers.router.goBack()
  }
  return (
    <section
      className="gw-center"
      style={{ padding: '8px 0 0', gap: 12 }}
      aria-labelledby={headingId}
      data-testid="approve-transaction"
    >
      <h3 id={headingId} className="gw-visually-hidden">
        {t('embedded.approveHeading')}
      </h3>
      {visible ? (
        <FrameSlot login={login} label={t('embedded.approveFrame')} />
      ) : (
        <>
          <div className="gw-loader-ring">
            <WalletTile />
          </div>
          <div role="status" className="gw-center" style={{ padding: 0 }}>
            <p className="gw-heading" style={{ fontSize: 'var(--gw-text-lg)' }}>
              {t('embedded.approveTitle')}
            </p>
            <p className="gw-text">{t('embedded.approveText')}</p>
          </div>
        </>
      )}
      {visible ? null : (
        <Button variant="secondary" block onClick={cancel} data-testid="approve-cancel">
          {t('embedded.cancel')}
        </Button>
      )}
    </section>
  )
}
