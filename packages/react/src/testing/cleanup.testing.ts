import { afterEach, vi } from 'vitest'
import type { GangwayKit } from '../kit/types.js'

/**
 * Registers the usual clean-up after each test of a file: destroys the kits handed to the
 * returned `keep` (in that order), empties the page, restores `vi.spyOn` spies, then runs `also`
 * (a file's own extra clean-up). Call it once at the top of a test file:
 * `const keep = destroyAfterEach()` … `const kit = keep(createTestKit().kit)`.
 */
export function destroyAfterEach(options: { also?: () => void } = {}) {
  const kits: GangwayKit[] = []
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy()
    document.body.replaceChildren()
    vi.restoreAllMocks()
    options.also?.()
  })
  return function keep<Kit extends GangwayKit>(kit: Kit): Kit {
    kits.push(kit)
    return kit
  }
}
