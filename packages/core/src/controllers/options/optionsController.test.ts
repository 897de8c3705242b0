import { describe, expect, it } from 'vitest'
import { isKitError } from '../../errors/KitError.js'
import { resolveOptions } from '../../options/resolveOptions.js'
import { mainnet } from '../chain/networks.testing.js'
import { createOptionsController } from './optionsController.js'

describe('options controller', () => {
  it('holds the resolved features and merges runtime changes', () => {
    const options = createOptionsController(resolveOptions({ networks: [mainnet] }))
    expect(options.getState().features.swaps).toBe(true)
    options.setFeatures({ swaps: false, socials: ['github'] })
    expect(options.getState().features.swaps).toBe(false)
    expect(options.getState().features.socials).toEqual(['github'])
    expect(options.getState().features.send).toBe(true)
    options.setFeatures({ socials: false })
    expect(options.getState().features.socials).toEqual([])
  })

  it('refuses unknown or mistyped flags, naming them, and keeps the state', () => {
    const options = createOptionsController(resolveOptions({ networks: [mainnet] }))
    const before = options.getState()
    for (const bad of [{ swap: true }, { send: 'yes' }]) {
      try {
        options.setFeatures(bad as never)
        expect.unreachable()
      } catch (error) {
        expect(isKitError(error, 'INVALID_OPTION')).toBe(true)
        expect((error as Error).message).toMatch(/features\.(swap|send)/)
      }
    }
    expect(options.getState()).toBe(before)
  })
})
