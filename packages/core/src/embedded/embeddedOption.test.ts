import { describe, expect, it } from 'vitest'
import { createEvmTestKit } from '../kit/evmTestKit.testing.js'
import { loadEmbedded } from './loadEmbedded.js'

describe('the embeddedWallet option', () => {
  it('takes an http(s) url only, and nothing else', () => {
    for (const embeddedWallet of [
      { url: 'ftp://wallet.example' },
      { url: '/relative' },
      { url: 'javascript:alert(1)' },
      { url: 42 },
      {},
      { url: 'https://wallet.example', extra: true },
      'https://wallet.example',
    ]) {
      expect(() => createEvmTestKit({ embeddedWallet } as never)).toThrowError(
        expect.objectContaining({ code: 'INVALID_OPTION' }),
      )
    }
    const { kit } = createEvmTestKit({ embeddedWallet: { url: 'http://127.0.0.1:8787' } })
    expect(kit.options.embeddedWallet).toEqual({ url: 'http://127.0.0.1:8787' })
    expect(Object.isFrozen(kit.options.embeddedWallet)).toBe(true)
    void kit.destroy()
  })

  it("hands the adapters the embedded wallet's provider only when it is set and email or socials are on", async () => {
    const on = createEvmTestKit({ embeddedWallet: { url: 'https://wallet.example' } })
    await on.kit.ready
    const provider = on.evm.calls.setup[0]?.authProvider as Record<string, unknown> | undefined
    expect(typeof provider?.request).toBe('function')
    expect(typeof provider?.on).toBe('function')
    expect(typeof provider?.removeListener).toBe('function')
    await expect(on.kit.controllers.embedded).resolves.toBeDefined()

    const without = createEvmTestKit()
    await without.kit.ready
    expect(without.evm.calls.setup[0]?.authProvider).toBeUndefined()
    expect(without.kit.controllers.embedded).toBeUndefined()
    await expect(loadEmbedded(without.kit)).rejects.toMatchObject({ code: 'INVALID_OPTION' })

    const off = createEvmTestKit({
      embeddedWallet: { url: 'https://wallet.example' },
      features: { email: false, socials: false },
    })
    await off.kit.ready
    expect(off.evm.calls.setup[0]?.authProvider).toBeUndefined()
    await expect(loadEmbedded(off.kit)).rejects.toMatchObject({ code: 'INVALID_OPTION' })

    // Socials alone are enough.
    const socials = createEvmTestKit({
      embeddedWallet: { url: 'https://wallet.example' },
      features: { email: false },
    })
    await socials.kit.ready
    expect(socials.evm.calls.setup[0]?.authProvider).toBeDefined()
    for (const { kit } of [on, without, off, socials]) await kit.destroy()
  })
})
