import { describe, expect, it, vi } from 'vitest'
import { KitError } from '../errors/KitError.js'
import { loadSdkOnce } from './loadSdkOnce.js'

const info = { adapterType: 'solana', sdkName: '@solana/web3.js' }

describe('loadSdkOnce', () => {
  it('loads nothing until called; concurrent and later calls share one load', async () => {
    const sdk = { name: 'sdk' }
    const load = vi.fn(async () => sdk)
    const loader = loadSdkOnce(info, load)
    expect(load).not.toHaveBeenCalled()
    expect(loader.current).toBeUndefined()

    const [first, second] = await Promise.all([loader(), loader()])
    expect(first).toBe(sdk)
    expect(second).toBe(sdk)
    expect(await loader()).toBe(sdk)
    expect(load).toHaveBeenCalledTimes(1)
    expect(loader.current).toBe(sdk)
  })

  it('sets `current` only once the load has finished', async () => {
    let finish: (value: string) => void = () => {}
    const loader = loadSdkOnce(info, () => new Promise<string>((done) => (finish = done)))
    const loading = loader()
    expect(loader.current).toBeUndefined()
    finish('loaded')
    await loading
    expect(loader.current).toBe('loaded')
  })

  it.each([
    ['rejects', () => Promise.reject(new Error('chunk failed to load'))],
    [
      'throws',
      () => {
        throw new Error('chunk failed to load')
      },
    ],
  ])(
    'a load that %s gives ADAPTER_SDK_NOT_LOADED, and the next call loads again',
    async (_, failing) => {
      const load = vi.fn(failing as () => Promise<string>)
      const loader = loadSdkOnce(info, load)

      const error = await loader().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(KitError)
      expect((error as KitError).code).toBe('ADAPTER_SDK_NOT_LOADED')
      expect((error as KitError).shortMessage).toBe('@solana/web3.js is not loaded yet')
      expect((error as KitError).longMessage).toBe(
        'The solana adapter loads @solana/web3.js on first use, and loading it failed (chunk failed to load). It is tried again on the next call.',
      )
      expect(((error as KitError).cause as Error).message).toBe('chunk failed to load')
      expect(loader.current).toBeUndefined()

      await expect(loader()).rejects.toMatchObject({ code: 'ADAPTER_SDK_NOT_LOADED' })
      expect(load).toHaveBeenCalledTimes(2)

      load.mockImplementation(async () => 'loaded')
      expect(await loader()).toBe('loaded')
      expect(await loader()).toBe('loaded')
      expect(load).toHaveBeenCalledTimes(3)
      expect(loader.current).toBe('loaded')
    },
  )

  it('names a thrown non-Error value in the long message', async () => {
    const loader = loadSdkOnce({ adapterType: 'bitcoin', sdkName: 'sats-connect' }, () =>
      Promise.reject('offline'),
    )
    await expect(loader()).rejects.toMatchObject({
      shortMessage: 'sats-connect is not loaded yet',
      longMessage:
        'The bitcoin adapter loads sats-connect on first use, and loading it failed (offline). It is tried again on the next call.',
    })
  })
})
