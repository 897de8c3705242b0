import { createKernelKit as createCoreKit } from '@gangway/core/internal'
import type { GangwayKitOptions } from '../kit/createKit.js'
import type { GangwayKit } from '../kit/types.js'
import { withUi } from '../kit/withUi.js'

/**
 * A kit with its kernel built at once (core's kernel, `createKernelKit` of `@gangway/core/internal`, + the modal UI), for tests that drive
 * controllers right after creating it. `createKit` of this package returns a kit shell whose
 * kernel loads after the first paint (see kit/createKit.test.tsx).
 */
export function createKernelKit(options: GangwayKitOptions): GangwayKit {
  return withUi(createCoreKit(options as Parameters<typeof createCoreKit>[0]))
}
