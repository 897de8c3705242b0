import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { Button } from '../../ui/controls.js'
import { InfoIcon } from '../../ui/icons.js'

/** Shown for a routable view whose issue has not landed yet: a clear notice and a way back. */
export default function PlaceholderView() {
  const kit = useKitInstance()
  const view = useStoreSelector(kit.stores.router, (state) => state.view)
  return (
    <div className="gw-empty" data-testid="view-placeholder">
      <InfoIcon />
      <p
        className="gw-heading"
        style={{ fontSize: 'var(--gw-text-lg)', color: 'var(--gw-color-fg)' }}
      >
        {view} — coming soon
      </p>
      <p className="gw-text">This part of the modal is not available yet.</p>
      <Button variant="secondary" onClick={kit.controllers.router.goBack}>
        Go back
      </Button>
    </div>
  )
}
