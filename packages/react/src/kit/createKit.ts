import type { CreateKitOptions } from '@gangway/core'
import { createKitShell } from '@gangway/core/shell'
import { attachUi, detachUi } from './attachUi.js'
import type { GangwayKit } from './types.js'

/**
 * Core's options; each adapter may be a descriptor (`wagmiAdapter()` of
 * `@gangway/adapter-wagmi`…), whose code then loads with the kernel. `walletDirectorySource` sets
 * where AllWallets (and Connect's featured, recommended and recent wallets) get listings; by
 * default `walletDirectory.wallets`, else its `url`, else the catalogue bundled with the kit (none
 * with `walletDirectory: false`).
 */
export interface GangwayKitOptions extends CreateKitOptions {}

/**
 * Creates a kit with the modal UI. What it returns at once is a small shell: the buttons render
 * from it on the first paint (a returning visitor's account included), and the kernel behind it
 * (option checks, controllers, the adapters' code) loads right after that paint, or on the first
 * `open()`, whichever comes first — see core's `createKitShell`. The modal loads on the first
 * open (and is preloaded when the page is idle).
 */
export function createKit(options: GangwayKitOptions): GangwayKit {
  const kit: GangwayKit = createKitShell(options)
  const destroyKernel = kit.destroy
  // The shell's getters (options, controllers) follow its kernel: extend it in place, never spread.
  Object.assign(kit, {
    async destroy() {
      detachUi(kit)
      await destroyKernel()
    },
  })
  attachUi(kit)
  return kit
}
