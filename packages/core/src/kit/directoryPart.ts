import { defaultDirectorySource } from '../directory/defaultSource.js'
import { createKitWalletDirectory } from '../directory/kitDirectory.js'
import type { WalletDirectorySource } from '../directory/types.js'
import type { WalletDirectory } from '../directory/walletDirectory.js'
import type { WalletDirectoryOptions } from '../options/types.js'

/** What the kit's wallet directory reads: the host's rules, its networks and connectors. */
export type DirectoryKit = Parameters<typeof createKitWalletDirectory>[1]

/**
 * The kit's wallet directory over the host's `walletDirectorySource`, else the source its
 * `walletDirectory` option asks for (the bundled catalogue by default). Its code is imported on
 * the directory's first use: see `walletDirectoryOnDemand`, the kit's side of it.
 */
export function createDirectory(
  hostSource: WalletDirectorySource | undefined,
  option: WalletDirectoryOptions | undefined,
  kit: DirectoryKit,
): WalletDirectory {
  return createKitWalletDirectory(hostSource ?? defaultDirectorySource(option), kit)
}
