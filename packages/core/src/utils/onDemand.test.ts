import { describe, expect, it, vi } from 'vitest'
import { loadOnce, onDemand } from './onDemand.js'

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

  it('a failed import rejects get and is tried again on the next get', async () => {
    let failures = 1
    const load = vi.fn(async () => {
      if (failures-- > 0) throw new Error('Failed to fetch dynamically imported module')
      return { part }
    })
    const lazy = onDemand(load, (module: { part: typeof part }) => module.part())
    await expect(lazy.get()).rejects.toThrow('Failed to fetch dynamically imported module')
    const created = await lazy.get()
    expect(created?.dispose).toBeTypeOf('function')
    expect(await lazy.get()).toBe(created)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('dispose while an import is failing neither throws nor leaves a rejection unhandled', async () => {
    let fail: (error: Error) => void = () => {}
    const lazy = onDemand(
      () => new Promise<{ part: typeof part }>((_, reject) => (fail = reject)),
      (module) => module.part(),
    )
    const pending = lazy.get()
    lazy.dispose()
    fail(new Error('offline'))
    await expect(pending).rejects.toThrow('offline')
    expect(await lazy.get()).toBeUndefined()
  })
})

describe('loadOnce', () => {
  it('loads on the first get only; current and started never start a load', async () => {
    const load = vi.fn(async () => 'value')
    const value = loadOnce(load)
    expect(value.current()).toBeUndefined()
    expect(value.started()).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([value.get(), value.get()])
    expect([a, b, value.current()]).toEqual(['value', 'value', 'value'])
    expect(await value.started()).toBe('value')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('get hands out the load itself (no turn of the queue added), the value current once it settles', async () => {
    const loading = Promise.resolve('value')
    const value = loadOnce(() => loading)
    const got = value.get()
    expect(got).toBe(loading)
    expect(await got.then(() => value.current())).toBe('value')
  })

  it('a failed load is forgotten: the next get loads again', async () => {
    let failures = 1
    const value = loadOnce(async () => {
      if (failures-- > 0) throw new Error('offline')
      return 'value'
    })
    await expect(value.get()).rejects.toThrow('offline')
    expect(value.started()).toBeUndefined()
    expect(value.current()).toBeUndefined()
    expect(await value.get()).toBe('value')
  })
})
