import { describe, expect, it, vi } from 'vitest'
import { onDemand } from './onDemand.js'

function part() {
  return { dispose: vi.fn() }
}

describe('onDemand', () => {
  it('imports and creates the part once, and disposes it', async () => {
    const load = vi.fn(async () => ({ part }))
    const create = vi.fn((module: { part: typeof part }) => module.part())
    const lazy = onDemand(load, create)
    const [a, b] = await Promise.all([lazy.get(), lazy.get()])
    expect(a).toBe(b)
    expect(load).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledTimes(1)
    lazy.dispose()
    await vi.waitFor(() => expect(a?.dispose).toHaveBeenCalledTimes(1))
    expect(await lazy.get()).toBeUndefined()
  })

  it('an import that lands after dispose creates nothing', async () => {
    let finish: (module: { part: typeof part }) => void = () => {}
    const create = vi.fn((module: { part: typeof part }) => module.part())
    const lazy = onDemand(
      () => new Promise<{ part: typeof part }>((resolve) => (finish = resolve)),
      create,
    )
    const pending = lazy.get()
    lazy.dispose()
    finish({ part })
    expect(await pending).toBeUndefined()
    expect(create).not.toHaveBeenCalled()
  })
})
