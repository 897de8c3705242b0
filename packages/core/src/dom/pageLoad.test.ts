import { afterEach, describe, expect, it, vi } from 'vitest'
import { rescanAfterPageLoad } from './pageLoad.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A window whose `load` listeners the test fires, and a document in the given state. */
function loadingPage(readyState: DocumentReadyState) {
  const listeners: { listener: () => void; options: unknown }[] = []
  vi.stubGlobal('document', { readyState })
  vi.stubGlobal('window', {
    addEventListener: vi.fn((event: string, listener: () => void, options: unknown) => {
      if (event === 'load') listeners.push({ listener, options })
    }),
  })
  const fireLoad = () => {
    for (const { listener } of listeners.splice(0)) listener()
  }
  return { listeners, fireLoad }
}

describe('rescanAfterPageLoad', () => {
  it('touches no window when created, and does nothing on the server', () => {
    const touched = vi.fn()
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      get: () => {
        touched()
        return undefined
      },
    })
    try {
      const rescan = vi.fn()
      const schedule = rescanAfterPageLoad(rescan)
      expect(touched).not.toHaveBeenCalled()
      schedule()
      expect(rescan).not.toHaveBeenCalled()
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })

  it('rescans once when a loading page has loaded, however often it is called', () => {
    const page = loadingPage('loading')
    const rescan = vi.fn()
    const schedule = rescanAfterPageLoad(rescan)
    schedule()
    schedule()
    expect(page.listeners).toHaveLength(1)
    expect(page.listeners[0]?.options).toEqual({ once: true })
    expect(rescan).not.toHaveBeenCalled()
    page.fireLoad()
    expect(rescan).toHaveBeenCalledTimes(1)
    schedule()
    expect(page.listeners).toHaveLength(0)
  })

  it('waits for nothing once the page has loaded', () => {
    const page = loadingPage('complete')
    const rescan = vi.fn()
    rescanAfterPageLoad(rescan)()
    expect(page.listeners).toHaveLength(0)
    expect(rescan).not.toHaveBeenCalled()
  })

  it('keeps one wait per function: two adapters each rescan', () => {
    const page = loadingPage('interactive')
    const first = vi.fn()
    const second = vi.fn()
    rescanAfterPageLoad(first)()
    rescanAfterPageLoad(second)()
    page.fireLoad()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })
})
