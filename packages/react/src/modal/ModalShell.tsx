import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'
import { useT } from '../i18n/useT.js'
import { IconButton } from '../ui/controls.js'
import { BackIcon, CloseIcon } from '../ui/icons.js'
import { trapTab } from '../utils/focus.js'

export interface ModalShellProps {
  /** 'open' while shown, 'closing' during the exit animation. */
  state: 'open' | 'closing'
  title: string
  shake: boolean
  closeDisabled: boolean
  canGoBack: boolean
  onBack: () => void
  /** Close requested by the visitor (button, Escape, overlay). */
  onRequestClose: () => void
  /** Inline style of the themed root: theme variables and the animation durations. */
  style: CSSProperties
  themeMode: 'dark' | 'light'
  /** The locale's writing direction and language tag (the card mirrors for 'rtl'). */
  dir: 'ltr' | 'rtl'
  lang: string
  /** Where the focused element is read (the shadow root the dialog renders into). */
  getRoot: () => Document | ShadowRoot
  banner?: ReactNode
  overlay?: ReactNode
  children: ReactNode
}

/**
 * The dialog frame: overlay, card (role=dialog, aria-modal, labelled by the header title),
 * header with back and close, focus trap and Escape. Focus moves into the card when it opens;
 * returning focus to the opener is the mount's job (it knows what had focus before).
 */
export function ModalShell(props: ModalShellProps) {
  const {
    state,
    title,
    shake,
    closeDisabled,
    canGoBack,
    onBack,
    onRequestClose,
    style,
    themeMode,
    getRoot,
    dir,
    lang,
  } = props
  const t = useT()
  const titleId = useId()
  const cardRef = useRef<HTMLDivElement>(null)

  // Focus moves in on the frame after the open, not in the click's task: focusing makes the
  // browser compute the new card's style and layout at once (6–12 ms), which made the click's task
  // miss the next frame; on that frame they are computed once, for its paint and the focus. A
  // control a view focused itself by then keeps the focus.
  useLayoutEffect(() => {
    const focusCard = () => {
      const card = cardRef.current
      if (!card) return
      const active = getRoot().activeElement
      if (!(active instanceof Node && card.contains(active))) card.focus({ preventScroll: true })
    }
    if (typeof requestAnimationFrame !== 'function') return focusCard()
    const frame = requestAnimationFrame(focusCard)
    return () => cancelAnimationFrame(frame)
  }, [getRoot])

  // A view may unmount the focused control (navigation): focus falls to the page body, so put it
  // back on the card. Only while open: when closing, focus has gone back to the opener on purpose.
  useEffect(() => {
    const card = cardRef.current
    if (!card || state !== 'open' || typeof MutationObserver === 'undefined') return
    const observer = new MutationObserver(() => {
      const root = getRoot()
      const lost =
        root.activeElement === null && document.activeElement === (root as ShadowRoot).host
      const outside = document.activeElement === null || document.activeElement === document.body
      if (lost || outside) card.focus({ preventScroll: true })
    })
    observer.observe(card, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [getRoot, state])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      event.preventDefault()
      onRequestClose()
      return
    }
    if (cardRef.current) trapTab(event, cardRef.current, getRoot())
  }

  return (
    <div
      className="gw-theme gw-root"
      data-theme={themeMode}
      data-state={state}
      dir={dir}
      lang={lang}
      style={style}
      data-testid="modal-root"
    >
      {/* A press on the overlay keeps focus in the card (no default focus move), so Escape and
          Tab still work after it, as in any modal dialog. */}
      <div
        className="gw-overlay"
        aria-hidden="true"
        onMouseDown={preventFocusMove}
        onClick={onRequestClose}
      />
      <div
        ref={cardRef}
        className="gw-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake ? 'true' : 'false'}
        data-testid="modal-card"
        onKeyDown={onKeyDown}
      >
        <div className="gw-header">
          {canGoBack ? (
            <IconButton label={t('common.back')} onClick={onBack} data-testid="modal-back">
              <BackIcon />
            </IconButton>
          ) : (
            <span />
          )}
          <h2 className="gw-title" id={titleId} key={title} data-testid="modal-title">
            {title}
          </h2>
          {/* Close disabled (sign-in required) stays focusable and clickable: a click, like Escape
              and the overlay, asks to close and the modal shakes instead (spec §4 SIWX). */}
          <IconButton
            label={t('common.close')}
            onClick={onRequestClose}
            aria-disabled={closeDisabled || undefined}
            data-testid="modal-close"
          >
            <CloseIcon />
          </IconButton>
        </div>
        {props.banner}
        <div className="gw-body">{props.children}</div>
        {props.overlay}
      </div>
    </div>
  )
}

function preventFocusMove(event: MouseEvent<HTMLDivElement>) {
  event.preventDefault()
}
