import { mapProviderError } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'

/**
 * `@polkadot/extension-dapp`, imported on first use. It reads `window` when imported, so it is
 * never imported at module load: server rendering and other adapters stay unaffected.
 */
export type ExtensionDapp = typeof import('@polkadot/extension-dapp')
export type InjectedExtension = Awaited<ReturnType<ExtensionDapp['web3Enable']>>[number]
export type InjectedAccountWithMeta = Awaited<ReturnType<ExtensionDapp['web3Accounts']>>[number]

export function loadExtensionDapp(): Promise<ExtensionDapp> {
  return import('@polkadot/extension-dapp')
}

/** What extensions say when the visitor refuses (polkadot{.js} 'Cancelled', others 'Rejected'). */
const REFUSAL = /^(cancel+ed|rejected|denied)\b|rejected by (the )?user|not allowed/i

/** A signer error as what the adapter throws: the visitor's refusal → KitError('USER_REJECTED'). */
export function toPolkadotError(error: unknown): unknown {
  const mapped = mapProviderError(error)
  if (mapped) return mapped
  const message = error instanceof Error ? error.message : String(error)
  return REFUSAL.test(message) ? new KitError('USER_REJECTED', { cause: error }) : error
}
