import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { Spinner } from '../ui/controls.js'
import { CheckIcon, WarningIcon } from '../ui/icons.js'

/** The snackbar of spec §2 (loading / success / error); timing lives in the core controller. */
export function Snackbar() {
  const kit = useKitInstance()
  const snackbar = useStoreSelector(kit.stores.snackbar, (state) => state)
  return (
    <div role="status" aria-live="polite">
      {snackbar.open ? (
        <div className="gw-snackbar" data-variant={snackbar.variant} data-testid="snackbar">
          {snackbar.variant === 'loading' ? (
            <Spinner />
          ) : snackbar.variant === 'success' ? (
            <CheckIcon />
          ) : (
            <WarningIcon />
          )}
          <span>{snackbar.message}</span>
          {snackbar.link ? (
            <a
              href={snackbar.link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="gw-snackbar-link"
              data-testid="snackbar-link"
            >
              {snackbar.link.label}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
