import type { Store } from '../store/createStore.js'
import type { EmbeddedFrameState } from './types.js'

const HIDDEN = {
  left: '-10000px',
  top: '0',
  width: '1px',
  height: '1px',
  opacity: '0',
  pointerEvents: 'none',
  zIndex: '',
} as const

/** Without a container the visible frame sits centred, as wide as the modal. */
const CENTRED_WIDTH = 360
const CENTRED_HEIGHT = 560

/**
 * Keeps the kit's iframe where the views want it: off-screen and inert while hidden; over the
 * mounted container (a view's body) while visible, following it when the page resizes or
 * scrolls; centred when visible with no container.
 */
export function createFrameMount(frame: Store<EmbeddedFrameState>) {
  let element: HTMLIFrameElement | undefined
  let container: HTMLElement | null = null
  let observer: ResizeObserver | undefined
  const view = () => globalThis.window as (Window & typeof globalThis) | undefined

  const place = () => {
    if (!element) return
    const style = element.style
    const visible = frame.getState().visible
    if (!visible) {
      Object.assign(style, HIDDEN)
      return
    }
    const win = view()
    const rect = container?.getBoundingClientRect()
    const width = rect?.width || CENTRED_WIDTH
    const height = rect?.height || CENTRED_HEIGHT
    const left = rect ? rect.left : Math.max(0, ((win?.innerWidth ?? width) - width) / 2)
    const top = rect ? rect.top : Math.max(0, ((win?.innerHeight ?? height) - height) / 2)
    Object.assign(style, {
      left: `${left}px`,
      top: `${top}px`,
      width: `${width}px`,
      height: `${height}px`,
      opacity: '1',
      pointerEvents: 'auto',
      // The frame's page is `color-scheme: light`: an iframe whose scheme differs from its
      // document's gets an opaque canvas (white under the dialog on a dark host), so both say light.
      colorScheme: 'light',
      zIndex: '2147483647',
    })
  }

  const follow = () => {
    observer?.disconnect()
    observer = undefined
    if (container && typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(place)
      observer.observe(container)
    }
  }

  const unsubscribe = frame.subscribe((state) => state.visible, place)
  const win = view()
  win?.addEventListener('resize', place)
  win?.addEventListener('scroll', place, true)

  return {
    attach(next: HTMLIFrameElement | undefined) {
      element = next
      place()
    },
    mount(next: HTMLElement | null) {
      container = next
      follow()
      place()
    },
    dispose() {
      unsubscribe()
      observer?.disconnect()
      win?.removeEventListener('resize', place)
      win?.removeEventListener('scroll', place, true)
    },
  }
}
