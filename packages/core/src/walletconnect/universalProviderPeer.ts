import type { KitError } from '../errors/KitError.js'
import { optionalPeerMissing } from './optionalPeer.js'

/** An optional peer dependency of @gangway/core: an app without WalletConnect need not have it. */
export const UNIVERSAL_PROVIDER_PACKAGE = '@walletconnect/universal-provider'
export const UNIVERSAL_PROVIDER_FEATURE = 'WalletConnect'

/**
 * KitError('OPTIONAL_PEER_MISSING') for WalletConnect: "@walletconnect/universal-provider is not
 * installed" ("Install … for WalletConnect (npm i …), or turn WalletConnect off.").
 */
export const universalProviderMissing = (cause?: unknown): KitError =>
  optionalPeerMissing(UNIVERSAL_PROVIDER_PACKAGE, UNIVERSAL_PROVIDER_FEATURE, cause)
