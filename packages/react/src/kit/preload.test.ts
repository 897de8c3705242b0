import '../testing/dom.testing.js'
import { type ModalPreload, VIEWS, type View } from '@gangway/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createChunk, createUiChunks, type ModalModule, type ViewModule } from './chunks.js'
import {
  IDLE_FALLBACK_DELAY_MS,
  IDLE_PRELOAD_TIMEOUT_MS,
  preloadChunks,
  scheduleIdlePreload,
  whenIdleAfterPaint,
} from './preload.js'
import type { UiKit } from './types.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Chunks whose imports only resolve when the test says so; records the order they start in. */
function controllableChunks() {
  const started: string[] = []
  const release = new Map<string, () => void>()
  const loader =
    <T>(name: string, module: T) =>
    () => {
      started.push(name)
      return new Promise<T>((resolve) => release.set(name, () => resolve(module)))
    }
  const view: ViewModule = { default: () => null }
  const chunks = createUiChunks({
    modal: loader<ModalModule>('modal', { mountModal: () => () => {} }),
    views: Object.fromEntries(VIEWS.map((name) => [name, loader(name, view)])) as Record<
      View,
      () => Promise<ViewModule>
    >,
  })
  return { chunks, started, resolve: (name: string) => release.get(name)?.() }
}

const ADDRESS = '0x1234567890abcdef1234567890abcdef1234abcd'

/** Just what the preload reads of a kit: options, its locale, the chain store's account state, `ready`. */
function fakeKit({ preloadModal = 'idle' as ModalPreload, connected = false } = {}) {
  const state = { connected }
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })
  const kit = {
    options: { preloadModal, adapters: [{ namespace: 'eip155' }] },
    stores: {
      // An English kit: no locale to load.
      theme: { getState: () => ({ locale: 'en' }) },
      // The chain store's account state holds the status (core's selectors read it).
      chain: {
        getState: () => ({
          activeNamespace: 'eip155',
          chains: {
            eip155: {
              accountState: state.connected
                ? {
                    status: 'connected',
                    address: ADDRESS,
                    caipAddress: `eip155:1:${ADDRESS}`,
                  }
                : { status: 'disconnected' },
            },
          },
        }),
      },
    },
    ready,
  } as unknown as UiKit
  return { kit, state, markReady }
}

/** A schedule seam: holds the task until the test runs it. */
function manualSchedule() {
  const tasks: (() => void)[] = []
  const cancel = vi.fn()
  const schedule = vi.fn((task: () => void) => {
    tasks.push(task)
    return cancel
  })
  return { schedule, cancel, run: () => tasks.shift()?.() }
}

describe('createChunk', () => {
  it('imports once for every caller, and gives the module synchronously once loaded', async () => {
    let release = (_: string) => {}
    const loader = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    const chunk = createChunk(loader)
    const first = chunk.load()
    expect(chunk.load()).toBe(first)
    expect(loader).toHaveBeenCalledOnce()
    expect(chunk.loaded()).toBeUndefined()
    release('module')
    await first
    expect(chunk.loaded()).toBe('module')
  })

  it('imports again after a failed load (offline)', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module')
    const chunk = createChunk(loader)
    await expect(chunk.load()).rejects.toThrow('offline')
    expect(chunk.loaded()).toBeUndefined()
    await expect(chunk.load()).resolves.toBe('module')
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('each view is its own chunk, made once', () => {
    const { chunks } = controllableChunks()
    expect(chunks.view('Connect')).toBe(chunks.view('Connect'))
    expect(chunks.view('Connect')).not.toBe(chunks.view('Swap'))
  })
})

describe('preloadChunks', () => {
  it('starts the modal and the view together, not one after the other', async () => {
    const { chunks, started, resolve } = controllableChunks()
    let done = false
    const preload = preloadChunks(chunks, 'Connect').then(() => {
      done = true
    })
    // Both imports are under way while neither has resolved.
    expect(started).toEqual(['modal', 'Connect'])
    expect(chunks.modal.loaded()).toBeUndefined()
    expect(chunks.view('Connect').loaded()).toBeUndefined()
    resolve('Connect')
    await flush()
    expect(done).toBe(false) // still waiting for the modal
    resolve('modal')
    await preload
    expect(chunks.modal.loaded()).toBeDefined()
    expect(chunks.view('Connect').loaded()).toBeDefined()
  })
})

describe('preloadChunks with a kit (the intent preload)', () => {
  it("asks the view's data only once the kit is ready: a kit still loading has no controllers", async () => {
    const { chunks, resolve } = controllableChunks()
    const { kit, markReady } = fakeKit()
    const prefetched: UiKit[] = []
    // A view that reads the kernel's controllers ahead, as Connect does; the shell throws until
    // the kernel is there.
    let kernelLoaded = false
    Object.defineProperty(kit, 'controllers', {
      get: () => {
        if (!kernelLoaded)
          throw new Error('[gangway] the kit is still loading: await kit.ready first')
        return {}
      },
    })
    const view = chunks.view('Connect')
    vi.spyOn(view, 'load').mockResolvedValue({
      default: () => null,
      prefetch: (given: UiKit) => {
        void given.controllers
        prefetched.push(given)
      },
    })
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      void preloadChunks(chunks, 'Connect', kit)
      resolve('modal')
      await flush()
      expect(prefetched).toEqual([]) // the view is loaded, the kit is not ready: nothing asked
      kernelLoaded = true
      markReady()
      await flush()
      expect(prefetched).toEqual([kit])
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})

describe('preloadChunks: the parts of a view the kit shows', () => {
  it("waits for the view's parts with the view (code only, before the kit is ready); the idle preload asks no data", async () => {
    for (const askAhead of [true, false]) {
      const { chunks, resolve } = controllableChunks()
      const { kit, markReady } = fakeKit()
      let releasePart = () => {}
      const loadParts = vi.fn(() => new Promise<void>((done) => (releasePart = () => done())))
      const prefetch = vi.fn()
      vi.spyOn(chunks.view('Connect'), 'load').mockResolvedValue({
        default: () => null,
        loadParts,
        prefetch,
      })
      let done = false
      const preload = preloadChunks(chunks, 'Connect', kit, { askAhead }).then(() => {
        done = true
      })
      resolve('modal')
      await flush()
      // The modal and the view are in, the kit is not ready: the parts are asked for already.
      expect(loadParts).toHaveBeenCalledWith(kit)
      expect(done).toBe(false)
      releasePart()
      await preload
      expect(done).toBe(true)
      expect(prefetch).not.toHaveBeenCalled() // the kit is not ready
      markReady()
      await flush()
      // The intent preload then asks the view's data; the idle one never does.
      expect(prefetch).toHaveBeenCalledTimes(askAhead ? 1 : 0)
    }
  })
})

describe('scheduleIdlePreload', () => {
  it('requests nothing until the idle task runs, then the modal and Connect in parallel', () => {
    const { chunks, started } = controllableChunks()
    const { schedule, run } = manualSchedule()
    scheduleIdlePreload(fakeKit().kit, { schedule, chunks })
    expect(schedule).toHaveBeenCalledOnce()
    expect(started).toEqual([])
    run()
    expect(started).toEqual(['modal', 'Connect'])
    expect(chunks.modal.loaded()).toBeUndefined()
  })

  it('preloads Account when the kit is connected', () => {
    const { chunks, started } = controllableChunks()
    const { schedule, run } = manualSchedule()
    scheduleIdlePreload(fakeKit({ connected: true }).kit, { schedule, chunks })
    run()
    expect(started).toEqual(['modal', 'Account'])
  })

  it('also preloads Account when a session is restored by the time the kit is ready', async () => {
    const { chunks, started } = controllableChunks()
    const { schedule, run } = manualSchedule()
    const { kit, state, markReady } = fakeKit()
    scheduleIdlePreload(kit, { schedule, chunks })
    run()
    state.connected = true
    markReady()
    await flush()
    expect(started).toEqual(['modal', 'Connect', 'Account'])
  })

  it("does nothing with preloadModal 'intent' or false", () => {
    for (const preloadModal of ['intent', false] as const) {
      const { chunks, started } = controllableChunks()
      const { schedule } = manualSchedule()
      scheduleIdlePreload(fakeKit({ preloadModal }).kit, { schedule, chunks })
      expect(schedule).not.toHaveBeenCalled()
      expect(started).toEqual([])
    }
  })

  it('a cancel (kit destroyed) stops the scheduled preload and the follow-up on ready', async () => {
    const { chunks, started } = controllableChunks()
    const { schedule, cancel, run } = manualSchedule()
    const { kit, state, markReady } = fakeKit()
    const stop = scheduleIdlePreload(kit, { schedule, chunks })
    run()
    stop()
    expect(cancel).toHaveBeenCalledOnce()
    state.connected = true
    markReady()
    await flush()
    expect(started).toEqual(['modal', 'Connect'])
  })
})

describe('whenIdleAfterPaint', () => {
  function stubFrames() {
    const frames: FrameRequestCallback[] = []
    const idles: { callback: IdleRequestCallback; options?: IdleRequestOptions }[] = []
    vi.stubGlobal(
      'requestAnimationFrame',
      vi.fn((callback: FrameRequestCallback) => frames.push(callback)),
    )
    vi.stubGlobal('cancelAnimationFrame', vi.fn())
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) =>
        idles.push({ callback, options }),
      ),
    )
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    return { frames, idles }
  }
  const idleDeadline = { didTimeout: false, timeRemaining: () => 50 }

  it('waits for the load event, then a frame, then an idle period (2 s timeout)', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const { frames, idles } = stubFrames()
    const task = vi.fn()
    whenIdleAfterPaint(task)
    expect(frames).toHaveLength(0)
    window.dispatchEvent(new Event('load'))
    expect(frames).toHaveLength(1)
    expect(idles).toHaveLength(0)
    frames[0]?.(0)
    expect(idles).toHaveLength(1)
    expect(idles[0]?.options).toEqual({ timeout: IDLE_PRELOAD_TIMEOUT_MS })
    expect(IDLE_PRELOAD_TIMEOUT_MS).toBe(2000)
    expect(task).not.toHaveBeenCalled()
    idles[0]?.callback(idleDeadline)
    expect(task).toHaveBeenCalledOnce()
  })

  it('falls back to a timeout after the frame where requestIdleCallback is missing', () => {
    vi.useFakeTimers()
    const { frames } = stubFrames()
    vi.stubGlobal('requestIdleCallback', undefined)
    const task = vi.fn()
    whenIdleAfterPaint(task)
    frames[0]?.(0)
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
  })

  it('cancels at each step', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const { frames, idles } = stubFrames()
    whenIdleAfterPaint(vi.fn())()
    window.dispatchEvent(new Event('load'))
    expect(frames).toHaveLength(0) // the load listener is gone

    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    const cancelFrame = whenIdleAfterPaint(vi.fn())
    cancelFrame()
    expect(cancelAnimationFrame).toHaveBeenCalledOnce()

    const cancelIdle = whenIdleAfterPaint(vi.fn())
    frames.at(-1)?.(0)
    cancelIdle()
    expect(cancelIdleCallback).toHaveBeenCalledWith(idles.length)
  })
})
