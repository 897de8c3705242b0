import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/** One row: 56 px item plus the 8 px gap below it (the .gw-virtual-row style). */
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

/** The list's scroll position (the scroller's, less the content above the list) and viewport. */
interface Metrics {
  scrollTop: number
  viewport: number
  /**
   * The last move skipped more rows than the overscan holds (a fast scroll, Page Down, End):
   * only the rows in view are rendered until a frame passes without scrolling.
   */
  jump?: boolean
  /** That move came from scrolling (a wheel, a touch fling, the scrollbar), not from a key. */
  fling?: boolean
}

/** The first and last rows (partly) in view. */
function rowsInView({ scrollTop, viewport }: Metrics) {
  const top = Math.max(0, scrollTop)
  return {
    first: Math.floor(top / ROW_HEIGHT),
    last: Math.ceil((top + (viewport > 0 ? viewport : FALLBACK_VIEWPORT)) / ROW_HEIGHT),
  }
}

/** Whether two positions have the same rows in view — a scroll within a row renders nothing. */
export function sameWindow(a: Metrics, b: Metrics): boolean {
  const x = rowsInView(a)
  const y = rowsInView(b)
  return a.viewport === b.viewport && x.first === y.first && x.last === y.last
}

/** The scrolling ancestor the list lives in: the modal body, or the document. */
function scrollParent(element: HTMLElement | null): HTMLElement | null {
  return (element?.closest('.gw-body') as HTMLElement | null) ?? null
}

/** Where the list starts in the scroller's content, and the scroller's height. Reads layout. */
function measureLayout(list: HTMLElement, scroller: HTMLElement) {
  return {
    offset:
      list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop,
    viewport: scroller.clientHeight,
  }
}

/**
 * Virtualises a list of fixed-height rows inside the modal body (the one scroll area): follows
 * the body's scroll and size, and returns the rows to render plus `scrollToRow`, which brings a
 * row into view (keyboard navigation).
 *
 * Layout is never read while React renders or commits: a read there forces a layout of the rows
 * just committed, inside React's task. It is read when the body scrolls, once a frame
 * (requestAnimationFrame: the frame lays the page out next anyway, so the read adds no layout of
 * its own), and when the body or what sits above the list changes size (a ResizeObserver, whose
 * callbacks run after the browser's layout). State changes only when the rows in view do: a
 * scroll within a row renders nothing.
 *
 * The overscan serves a scroll that moves a few rows a frame (its rows are already there). A
 * move past it (a fling, Page Down, End) renders only the rows in view — each such frame lays
 * out half the rows — and the overscan comes back once a frame passes without scrolling.
 * `flinging` is true while such moves come from scrolling itself (not a key): every row in view
 * is new on every frame and shows for one frame, so the list may draw a lighter row until the
 * scroll rests (as react-window's `isScrolling`).
 */
export function useVirtualRows(listRef: RefObject<HTMLElement | null>, count: number) {
  const [metrics, setMetrics] = useState<Metrics>({ scrollTop: 0, viewport: 0 })
  // The last metrics set: a position in the same window sets nothing (a set state with nothing
  // new can still cost React a render of the view).
  const latest = useRef(metrics)
  // Pending animation frames: the scroll's, and the one that brings the overscan back.
  const frames = useRef({ scroll: 0, settle: 0 })

  const settle = useCallback(() => {
    if (frames.current.settle) return
    const check = () => {
      // Still scrolling: wait for a quiet frame.
      if (frames.current.scroll) {
        frames.current.settle = requestAnimationFrame(check)
        return
      }
      frames.current.settle = 0
      if (!latest.current.jump) return
      // In two quiet frames, each with no more new rows than a jump's: the rows in view in
      // full first, then the overscan.
      const fling = latest.current.fling === true
      latest.current = { ...latest.current, jump: fling, fling: false }
      setMetrics(latest.current)
      if (fling) frames.current.settle = requestAnimationFrame(check)
    }
    frames.current.settle = requestAnimationFrame(check)
  }, [])

  const update = useCallback(
    (list: HTMLElement, scroller: HTMLElement, fromScroll = false) => {
      const { offset, viewport } = measureLayout(list, scroller)
      const next: Metrics = { scrollTop: scroller.scrollTop - offset, viewport }
      const current = latest.current
      if (sameWindow(current, next)) return
      next.jump = Math.abs(rowsInView(next).first - rowsInView(current).first) > OVERSCAN
      next.fling = next.jump && fromScroll
      latest.current = next
      setMetrics(next)
      if (next.jump) settle()
    },
    [settle],
  )

  useEffect(() => {
    const list = listRef.current
    const scroller = scrollParent(list)
    if (!list || !scroller) return
    const pending = frames.current
    const onScroll = () => {
      if (pending.scroll) return
      pending.scroll = requestAnimationFrame(() => {
        pending.scroll = 0
        update(list, scroller, true)
      })
    }
    scroller.addEventListener('scroll', onScroll, { passive: true })
    const observer =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => update(list, scroller)) : null
    if (observer) {
      // The body (its height) and everything above the list in it (the list's offset); the
      // first observation, after the first layout, measures both.
      observer.observe(scroller)
      for (let node: Element | null = list; node && node !== scroller; node = node.parentElement)
        for (let above = node.previousElementSibling; above; above = above.previousElementSibling)
          observer.observe(above)
    } else onScroll()
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      observer?.disconnect()
      if (pending.scroll) cancelAnimationFrame(pending.scroll)
      if (pending.settle) cancelAnimationFrame(pending.settle)
      pending.scroll = 0
      pending.settle = 0
    }
  }, [listRef, update])

  const scrollToRow = useCallback(
    (index: number) => {
      const list = listRef.current
      const scroller = scrollParent(list)
      if (!list || !scroller) return
      // A key press, not a frame: reading layout here costs one layout per key at most.
      const { offset } = measureLayout(list, scroller)
      const top = offset + index * ROW_HEIGHT
      const bottom = top + ROW_HEIGHT
      // A sticky bar at the top of the body (AllWallets' search) covers the rows under it.
      const inset = scroller.querySelector<HTMLElement>('[data-sticky="top"]')?.offsetHeight ?? 0
      if (top - inset < scroller.scrollTop) scroller.scrollTop = Math.max(0, top - inset)
      else if (bottom > scroller.scrollTop + scroller.clientHeight)
        scroller.scrollTop = bottom - scroller.clientHeight
      update(list, scroller)
    },
    [listRef, update],
  )

  const range = visibleRange(
    count,
    metrics.scrollTop,
    metrics.viewport,
    ROW_HEIGHT,
    metrics.jump ? 0 : OVERSCAN,
  )
  return {
    ...range,
    height: count * ROW_HEIGHT,
    scrollToRow,
    viewport: metrics.viewport,
    flinging: metrics.fling === true,
  }
}
