import type { Kit } from '../kit/types.js'
import type { Store } from '../store/createStore.js'
import type { ApprovalRequest } from './messages.js'
import type { EmbeddedFrameState, FrameShowReason } from './types.js'

/**
 * Spec §6: an approval in the embedded wallet shows through the transaction stack. On SHOW
 * (approve) the frame becomes visible and ApproveTransaction is shown: the modal opens on it when
 * closed, or the view is pushed with a stack entry (unless a send already put it there); on HIDE
 * the frame hides and what SHOW added is undone. The view's route data says what the request is
 * (`request`: a signature or a transaction, as the frame reports it) for its title. The modal closing while the frame asks for an
 * approval aborts the open not-safe requests (`abortApprovals`).
 */
export function followApprovals(
  kit: Kit,
  frame: Store<EmbeddedFrameState>,
  abortApprovals: () => void,
) {
  const { router, modal } = kit.controllers
  let added: 'modal' | 'stack' | undefined
  /** The stack's length once SHOW pushed its entry: HIDE pops only that entry, if still there. */
  let depth = 0

  /** The frame out of view: no reason, and no height until its next dialog reports one. */
  const hideFrame = () =>
    frame.setState((draft) => {
      draft.visible = false
      draft.reason = undefined
      draft.contentHeight = undefined
    })

  const show = (reason: FrameShowReason, request?: ApprovalRequest) => {
    frame.setState((draft) => {
      draft.visible = true
      draft.reason = reason
    })
    if (reason !== 'approve' || added) return
    if (!modal.getState().open) {
      added = 'modal'
      void modal.open({ view: 'ApproveTransaction', ...(request && { data: { request } }) })
    } else if (router.getState().view !== 'ApproveTransaction') {
      added = 'stack'
      router.pushTransactionStack({ goBack: true })
      depth = router.getState().transactionStack.length
      router.push('ApproveTransaction', request && { request })
    }
  }

  const hide = () => {
    hideFrame()
    const undo = added
    added = undefined
    // Cancelled in the view meanwhile (its entry already popped): nothing to undo.
    if (undo === 'stack' && router.getState().transactionStack.length === depth)
      router.popTransactionStack('success')
    if (undo === 'modal' && router.getState().view === 'ApproveTransaction') kit.close()
  }

  const unsubscribe = modal.store.subscribe(
    (state) => state.open,
    (open) => {
      if (open || !frame.getState().visible) return
      added = undefined
      abortApprovals()
      hideFrame()
    },
  )

  /** The frame's dialog measures `height` px: its place follows. */
  const resize = (height: number) =>
    frame.setState((draft) => {
      draft.contentHeight = height
    })

  return { show, hide, resize, dispose: unsubscribe }
}
