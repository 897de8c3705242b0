import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useKitInstance } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { WarningIcon } from '../../ui/icons.js'
import { LoaderRing } from '../../ui/viewIcons.js'

/**
 * Views that act on a router datum (ConnectingExternal, ConnectingMultiChain, SwitchNetwork):
 * what they show when it is missing, the one run per attempt with Try again, and the loader ring
 * with its status text.
 */

/** The datum is missing (e.g. "No wallet selected."): the text and Go back. */
export function NothingSelected({ text }: { text: string }) {
  const kit = useKitInstance()
  const t = useT(embeddedText)
  return (
    <div className="gw-empty">
      <p className="gw-text">{text}</p>
      <Button variant="secondary" onClick={kit.controllers.router.goBack}>
        {t('embedded.goBack')}
      </Button>
    </div>
  )
}

/** Runs `run` once per attempt (once on mount, again after each `retry`); a new `run` alone does not rerun it. */
export function useAttempts(run: () => Promise<void>): { retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const started = useRef(-1)
  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    void run()
  }, [run, attempt])
  return { retry: () => setAttempt((count) => count + 1) }
}

/** The image in a loader ring (a warning badge once failed), the heading and the explanation. */
export function AttemptStatus(props: {
  image: ReactNode
  failed: boolean
  title: string
  titleTestId: string
  text: string
}) {
  return (
    <>
      <div className="gw-loader-ring" data-error={props.failed ? 'true' : 'false'}>
        {props.image}
        {props.failed ? (
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
          data-testid={props.titleTestId}
        >
          {props.title}
        </p>
        <p className="gw-text">{props.text}</p>
      </div>
    </>
  )
}
