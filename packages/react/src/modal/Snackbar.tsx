import { KitError } from '@gangway/core/common'
import { useLayoutEffect, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { useT } from '../i18n/useT.js'
import { Spinner } from '../ui/controls.js'
import { CheckIcon, WarningIcon } from '../ui/icons.js'

/**
 * The snackbar of spec §2 (loading / success / error); timing lives in the core controller.
 *
 * Its row keeps its room when it hides, until the visitor goes to another view: the card is
 * centred (a bottom sheet on a phone), so a row that went away would move the whole view by its
 * height under the visitor's pointer, 2.2 s after a send, and a press made as it went would miss
 * its button (pressed on one place, released on another).
 */
export function Snackbar() {
  const kit = useKitInstance()
  const snackbar = useStoreSelector(kit.stores.snackbar, (state) => state)
  const place = useStoreSelector(
    kit.stores.router,
    (state) => `${state.history.length}:${state.view}`,
  )
  const slot = useRef<HTMLDivElement>(null)
  const [room, setRoom] = useState<{ place: string; height: number }>()
  useLayoutEffect(() => {
    const height = slot.current?.offsetHeight
    if (!snackbar.open || height === undefined) return
    // The same room: the same state, so React renders nothing again.
    setRoom((kept) => (kept?.place === place && kept.height === height ? kept : { place, height }))
  }, [snackbar, place])
  const t = useT()
  const kept = !snackbar.open && room?.place === place ? room.height : undefined
  return (
    <div
      ref={slot}
      className="gw-snackbar-slot"
      role="status"
      aria-live="polite"
      style={kept ? { minHeight: kept } : undefined}
      data-testid="snackbar-slot"
    >
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
