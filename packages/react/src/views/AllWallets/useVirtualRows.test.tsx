import '../../testing/dom.testing.js'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, settle } from '../../testing/render.testing.js'
import { ROW_HEIGHT, sameWindow, useVirtualRows } from './useVirtualRows.js'

/** What each render of the harness returned. */
let renders: ReturnType<typeof useVirtualRows>[] = []

function Harness({ count }: { count: number }) {
  const listRef = useRef<HTMLUListElement>(null)
  const virtual = useVirtualRows(listRef, count)
  renders.push(virtual)
  const items = []
  for (let index = virtual.start; index < virtual.end; index++)
    items.push(<li key={index} data-index={index} />)
  return (
    <div className="gw-body">
      <div data-sticky="top">search</div>
      <ul ref={listRef} style={{ height: virtual.height }}>
        {items}
      </ul>
    </div>
  )
}

/** Frames run only when the test says so. */
let frames: FrameRequestCallback[] = []
/** The ResizeObservers made, with what each observes. */
let observers: { callback: ResizeObserverCallback; targets: Element[] }[] = []
/** getBoundingClientRect calls (a layout read each). */
let reads = 0
let readers: Element[] = []
const saved = {
  raf: globalThis.requestAnimationFrame,
  caf: globalThis.cancelAnimationFrame,
  ro: globalThis.ResizeObserver,
  rect: HTMLElement.prototype.getBoundingClientRect,
}

beforeEach(() => {
  renders = []
  frames = []
  observers = []
  reads = 0
  readers = []
  globalThis.requestAnimationFrame = (callback) => frames.push(callback)
  globalThis.cancelAnimationFrame = (id) => {
    frames[id - 1] = () => {}
  }
  globalThis.ResizeObserver = class {
    entry: { callback: ResizeObserverCallback; targets: Element[] }
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: [] }
      observers.push(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.push(target)
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = []
    }
  } as unknown as typeof ResizeObserver
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    reads++
    readers.push(this)
    return saved.rect.call(this)
  }
})

afterEach(() => {
  globalThis.requestAnimationFrame = saved.raf
  globalThis.cancelAnimationFrame = saved.caf
  globalThis.ResizeObserver = saved.ro
  HTMLElement.prototype.getBoundingClientRect = saved.rect
  document.body.replaceChildren()
})

/**
 * happy-dom has no layout: a 480 px body whose list starts 60 px into its content (under the
 * sticky bar), moving with the body's scroll as in a browser.
 */
function layOut(container: HTMLElement) {
  const body = container.querySelector<HTMLElement>('.gw-body')!
  const list = container.querySelector<HTMLElement>('ul')!
  let scrollTop = 0
  let height = 480
  Object.defineProperty(body, 'clientHeight', { configurable: true, get: () => height })
  Object.defineProperty(body, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (value: number) => {
      scrollTop = value
    },
  })
  body.getBoundingClientRect = () => {
    reads++
    return { top: 100 } as DOMRect
  }
  list.getBoundingClientRect = () => {
    reads++
    return { top: 100 + 60 - scrollTop } as DOMRect
  }
  return {
    body,
    scroll(to: number) {
      scrollTop = to
      body.dispatchEvent(new Event('scroll'))
    },
    resize(to: number) {
      height = to
    },
  }
}

const runFrames = () =>
  settle(() => {
    const due = frames.splice(0)
    for (const frame of due) frame(performance.now())
  })
const last = () => renders[renders.length - 1]!

describe('useVirtualRows', () => {
  it('reads no layout while rendering or committing, however often the list renders', async () => {
    const { root, container } = await render(<Harness count={5000} />)
    layOut(container)
    const before = reads
    // New counts (a page arriving), new renders: no measuring.
    for (const count of [5040, 5080, 5120])
      await settle(() => root.render(<Harness count={count} />))
    expect(renders.length).toBeGreaterThan(3)
    expect(reads).toBe(before)
    expect(reads).toBe(0)
    expect(last()).toMatchObject({ start: 0, end: 14, height: 5120 * ROW_HEIGHT })
  })

  it('handles scroll events once a frame, renders only when the rows in view change, and drops the overscan while it jumps', async () => {
    const { container } = await render(<Harness count={5000} />)
    const layout = layOut(container)
    const rendered = renders.length

    // Three scroll events before a frame: one frame's work, layout read once (list + body).
    layout.scroll(60 + 100 * ROW_HEIGHT)
    layout.scroll(60 + 200 * ROW_HEIGHT)
    layout.scroll(60 + 300 * ROW_HEIGHT)
    expect(frames).toHaveLength(1)
    expect(renders.length).toBe(rendered)
    await runFrames()
    expect(readers).toEqual([])
    expect(reads).toBe(2)
    expect(renders.length).toBe(rendered + 1)
    // 300 rows down at once, past the overscan: only the rows in view (300 to 307.5), and a
    // scroll moved them (flinging: the list may draw them light).
    expect(last()).toMatchObject({ start: 300, end: 308, flinging: true })

    // A scroll within the same row: measured, nothing to render (and still scrolling).
    layout.scroll(60 + 300 * ROW_HEIGHT + 20)
    await runFrames()
    expect(renders.length).toBe(rendered + 1)
    // A frame without a scroll: the same rows, no longer flinging (drawn in full)...
    await runFrames()
    expect(renders.length).toBe(rendered + 2)
    expect(last()).toMatchObject({ start: 300, end: 308, flinging: false })
    // ...and the next quiet frame brings the overscan back.
    await runFrames()
    expect(renders.length).toBe(rendered + 3)
    expect(last()).toMatchObject({ start: 294, end: 314, flinging: false })

    // The next row, within the overscan: a new window with its overscan.
    layout.scroll(60 + 301 * ROW_HEIGHT)
    await runFrames()
    expect(renders.length).toBe(rendered + 4)
    expect(last()).toMatchObject({ start: 295, end: 315, flinging: false })
    expect(frames).toHaveLength(0)
  })

  it('a jump by key (scrollToRow: End, Page Down) is no fling: its rows are drawn in full', async () => {
    const { container } = await render(<Harness count={5000} />)
    layOut(container)
    await settle(() => last().scrollToRow(4999))
    expect(last()).toMatchObject({ end: 5000, flinging: false })
    expect(last().end - last().start).toBeLessThan(10)
    // The overscan comes back on the next quiet frame.
    await runFrames()
    expect(last()).toMatchObject({ start: 4999 - 7 - 6, end: 5000, flinging: false })
  })

  it('measures the body and what is above the list with a ResizeObserver', async () => {
    const { container } = await render(<Harness count={5000} />)
    const layout = layOut(container)
    expect(observers).toHaveLength(1)
    const targets = observers[0]!.targets
    expect(targets).toContain(layout.body)
    expect(targets).toContain(container.querySelector('[data-sticky="top"]'))
    expect(targets).not.toContain(container.querySelector('ul'))

    layout.resize(800)
    await settle(() => observers[0]!.callback([], {} as ResizeObserver))
    expect(last().viewport).toBe(800)
    // 800 px from the top: rows 0..12.5 in view, plus the overscan.
    expect(last()).toMatchObject({ start: 0, end: 19 })
  })

  it('stops listening when unmounted', async () => {
    const { container, unmount } = await render(<Harness count={5000} />)
    const layout = layOut(container)
    layout.scroll(500)
    await unmount()
    const count = renders.length
    await runFrames()
    layout.scroll(1000)
    expect(frames).toHaveLength(0)
    expect(observers[0]!.targets).toHaveLength(0)
    expect(renders.length).toBe(count)
  })

  it('tells positions that render the same rows apart from those that do not', () => {
    expect(sameWindow({ scrollTop: 0, viewport: 480 }, { scrollTop: 10, viewport: 480 })).toBe(true)
    expect(sameWindow({ scrollTop: 0, viewport: 480 }, { scrollTop: 64, viewport: 480 })).toBe(
      false,
    )
    expect(sameWindow({ scrollTop: 0, viewport: 480 }, { scrollTop: 0, viewport: 500 })).toBe(false)
  })
})
