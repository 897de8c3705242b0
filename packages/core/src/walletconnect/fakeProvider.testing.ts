import { vi } from 'vitest'
import type { UniversalProviderLike } from '../adapters/types.js'

/** A UniversalProvider stand-in for the kernel's tests (not exported from the package). */
export const fakeUniversalProvider = (): UniversalProviderLike => ({
  session: undefined,
  connect: vi.fn(async () => undefined),
  disconnect: vi.fn(async () => undefined),
  request: vi.fn(async () => undefined) as never,
  on: vi.fn(),
  removeListener: vi.fn(),
})
