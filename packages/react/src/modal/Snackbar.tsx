import { KitError } from '@gangway/core/common'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { useT } from '../i18n/useT.js'
import { Spinner } from '../ui/controls.js'
import { CheckIcon, WarningIcon } from '../ui/icons.js'

/** The snackbar of spec §2 (loading / success / error); timing lives in the core controller. */
export function Snackbar() {
  const kit = useKitInstance()
  const snackbar = useStoreSelector(kit.stores.snackbar, (state) => state)
  const t = useT()
  return (
    <div className="gw-snackbar-slot" role="status" aria-live="polite">
      {snackbar.open ? (
        <div className="gw-snackbar" data-variant={snackbar.variant} data-testid="snackbar">
          {snackbar.variant === 'loading' ? (
            <Spinner />
          ) : snackbar.variant === 'success' ? (
            <CheckIcon />
          ) : (
            <WarningIcon />
          )}
          <span>
            {snackbar.code
              ? t.error(new KitError(snackbar.code, { params: snackbar.params ?? {} }))
              : snackbar.message}
          </span>
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
