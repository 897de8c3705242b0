import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react'

/** One row: 56 px item plus the list's 8 px gap (the .gw-list-item and .gw-list styles). */
export const ROW_HEIGHT = 64
/** Rows rendered above and below the visible ones. */
export const OVERSCAN = 6
/** The viewport assumed before anything is measured (server render, no layout). */
const FALLBACK_VIEWPORT = 480

export interface VirtualWindow {
  start: number
  end: number
  /** Total height of every row (the spacer). */
  height: number
}

/** Rows [start, end) to render for a scroll position. Pure. */
export function visibleRange(
  count: number,
  scrollTop: number,
  viewport: number,
  rowHeight = ROW_HEIGHT,
  overscan = OVERSCAN,
): { start: number; end: number } {
  const view = viewport > 0 ? viewport : FALLBACK_VIEWPORT
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const last = Math.ceil((Math.max(0, scrollTop) + view) / rowHeight)
  const end = Math.min(count, last + overscan)
  return { start: Math.min(end, Math.max(0, first - overscan)), end }
}

/** The scrolling ancestor the list lives in: the modal body, or the document. */
function scrollParent(element: HTMLElement | null): HTMLElement | null {
  return (element?.closest('.gw-body') as HTMLElement | null) ?? null
}

/**
 * Virtualises a list of fixed-height rows inside the modal body (the one scroll area): follows
 * the body's scroll and size, and returns the rows to render plus `scrollToRow`, which brings a
 * row into view (keyboard navigation).
 */
export function useVirtualRows(listRef: RefObject<HTMLElement | null>, count: number) {
  const [metrics, setMetrics] = useState({ scrollTop: 0, viewport: 0 })

  const measure = useCallback(() => {
    const list = listRef.current
    const scroller = scrollParent(list)
    if (!list || !scroller) return
    const offset =
      list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
    const next = { scrollTop: scroller.scrollTop - offset, viewport: scroller.clientHeight }
    setMetrics((current) =>
      current.scrollTop === next.scrollTop && current.viewport === next.viewport ? current : next,
    )
  }, [listRef])

  useLayoutEffect(() => {
    measure()
  })

  useEffect(() => {
    const scroller = scrollParent(listRef.current)
    if (!scroller) return
    scroller.addEventListener('scroll', measure, { passive: true })
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => measure()) : undefined
    observer?.observe(scroller)
    return () => {
      scroller.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [listRef, measure])

  const scrollToRow = useCallback(
    (index: number) => {
      const list = listRef.current
      const scroller = scrollParent(list)
      if (!list || !scroller) return
      const offset =
        list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
      const top = offset + index * ROW_HEIGHT
      const bottom = top + ROW_HEIGHT
      // A sticky bar at the top of the body (AllWallets' search) covers the rows under it.
      const inset = scroller.querySelector<HTMLElement>('[data-sticky="top"]')?.offsetHeight ?? 0
      if (top - inset < scroller.scrollTop) scroller.scrollTop = Math.max(0, top - inset)
      else if (bottom > scroller.scrollTop + scroller.clientHeight)
        scroller.scrollTop = bottom - scroller.clientHeight
      measure()
    },
    [listRef, measure],
  )

  const range = visibleRange(count, metrics.scrollTop, metrics.viewport)
  return { ...range, height: count * ROW_HEIGHT, scrollToRow, viewport: metrics.viewport }
}
