import { useLayoutEffect, useRef } from 'react'
import { useStoreSelector } from '../../hooks/context.js'
import type { EmbeddedLogin } from './embedded.js'

/**
 * Height the secure frame gets in the modal body until it says what its page needs (SIZE: the
 * approval's and recovery pages' content), and the most it gets (more scrolls in the frame).
 */
export const FRAME_SLOT_HEIGHT = 440
const FRAME_SLOT_MIN = 120

/**
 * The place in the modal body where the secure frame shows itself (an approval, the recovery
 * code): the kit places its iframe over this box (`mountFrame`) while it is mounted, and hides it
 * again (`mountFrame(null)`) when the view goes, and gets the focus while shown. The iframe is
 * the kit's; nothing of the frame's content reaches the page.
 */
export function FrameSlot({ login, label }: { login: EmbeddedLogin; label: string }) {
  const box = useRef<HTMLDivElement>(null)
  const content = useStoreSelector(login.frame, (state) => state.contentHeight)
  const height =
    content === undefined
      ? FRAME_SLOT_HEIGHT
      : Math.min(FRAME_SLOT_HEIGHT, Math.max(FRAME_SLOT_MIN, content))
  useLayoutEffect(() => {
    login.mountFrame(box.current)
    // Keyboard: the frame's own controls (Approve, Reject, the recovery field) come next. The
    // iframe lives outside the modal (on the page, over this box), so the modal's Tab trap would
    // never reach it: focus goes into it when it shows.
    login.frameElement()?.focus({ preventScroll: true })
    return () => login.mountFrame(null)
  }, [login])
  return (
    <section
      ref={box}
      aria-label={label}
      data-testid="embedded-frame-slot"
      data-height={height}
      style={{ width: '100%', height, position: 'relative' }}
    />
  )
}

/** Whether the frame asks to be seen for the recovery code (spec §5; the kit keeps the view). */
export function useRecoveryFrame(login: EmbeddedLogin | undefined): boolean {
  return useStoreSelector(
    login?.frame ?? NO_FRAME,
    (state) => state.visible && state.reason === 'recovery',
  )
}

const NO_FRAME_STATE = { visible: false } as { visible: boolean; reason?: 'approve' | 'recovery' }
const NO_FRAME = {
  getState: () => NO_FRAME_STATE,
  getInitialState: () => NO_FRAME_STATE,
  subscribe: () => () => {},
} as unknown as EmbeddedLogin['frame']
