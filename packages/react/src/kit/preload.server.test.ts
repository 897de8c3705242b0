// Node environment, no DOM: a server render never schedules or starts a preload.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../testing/testKit.testing.js'
import { uiChunks } from './chunks.js'
import { scheduleIdlePreload } from './preload.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the idle preload on the server', () => {
  it('is never scheduled, by createKit or directly', () => {
    expect(typeof document).toBe('undefined')
    const requestIdleCallback = vi.fn()
    const requestAnimationFrame = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('requestAnimationFrame', requestAnimationFrame)
    const load = vi.spyOn(uiChunks.modal, 'load')
    const { kit } = createTestKit()
    expect(kit.options.preloadModal).toBe('idle')
    const schedule = vi.fn(() => () => {})
    scheduleIdlePreload(kit, { schedule })
    expect(schedule).not.toHaveBeenCalled()
    expect(requestIdleCallback).not.toHaveBeenCalled()
    expect(requestAnimationFrame).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
    kit.destroy()
  })
})
