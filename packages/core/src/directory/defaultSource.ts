import type { WalletDirectoryOptions as HostDirectoryOptions } from '../options/types.js'
import {
  createCatalogueSource,
  createRemoteDirectorySource,
  createStaticDirectorySource,
} from './sources.js'
import type { WalletDirectorySource } from './types.js'

/**
 * The source the host's `walletDirectory` option asks for: false → none; `wallets` → that list;
 * `url` → the remote directory; unset → the catalogue bundled with the kit (imported when
 * AllWallets first needs it).
 */
export function defaultDirectorySource(
  option: HostDirectoryOptions | undefined,
): WalletDirectorySource
export function defaultDirectorySource(
  option: HostDirectoryOptions | false | undefined,
): WalletDirectorySource | undefined
export function defaultDirectorySource(
  option: HostDirectoryOptions | false | undefined,
): WalletDirectorySource | undefined {
  if (option === false) return undefined
  if (option?.wallets?.length) return createStaticDirectorySource(option.wallets)
  if (option?.url) return createRemoteDirectorySource({ url: option.url })
  return createCatalogueSource()
}
