import type { CaipNetwork } from '@gangway/core/adapter'
import type { DeviceInfo, TonAccount } from './protocol.js'

export interface TonAdapterOptions {
  /**
   * The app's TON Connect manifest (`tonconnect-manifest.json`: url, name, iconUrl), sent to the
   * wallet on connect. Default: `<page origin>/tonconnect-manifest.json`.
   */
  manifestUrl?: string
  /** Networks to use when the kit passes no TON network. */
  networks?: CaipNetwork[]
  /** Your RPC URLs per chain id (toncenter v2 JSON-RPC), tried before the network's own. */
  customRpcUrls?: Record<string, readonly string[]>
  /**
   * How long a prompt (connect, signData, sendTransaction) may wait for the visitor, in ms.
   * Default 5 minutes; then the call fails with KitError('WALLET_TIMEOUT').
   */
  promptTimeoutMs?: number
  /** How long a silent call (restoreConnection, disconnect) may take, in ms. Default 10 s. */
  silentTimeoutMs?: number
  /** Where injected wallets are looked for (`window[jsBridgeKey].tonconnect`); for tests. */
  window?: object
}

/** The connected account as the adapter hands it out (`provider.account`). */
export interface TonProviderAccount extends TonAccount {
  /** The user-friendly, non-bounceable form the kit shows (`UQ…`, or `0Q…` off mainnet). */
  friendlyAddress: string
}

/** What `kit.getProvider('ton')` is while a TON wallet is connected. */
export interface TonProvider {
  readonly connectorId: string
  readonly account: TonProviderAccount
  readonly device: DeviceInfo | undefined
  /**
   * Any TON Connect request the wallet supports (`sendTransaction` with several messages,
   * payloads or StateInits; `signData` of binary or cell payloads): the payload is sent as the
   * request's JSON parameter; resolves with the wallet's result, rejects with a catalogue error.
   */
  request(method: 'sendTransaction' | 'signData', payload: object): Promise<unknown>
}

/** `signMessage`'s answer: TON Connect `signData` (text) as the wallet returned it, checked. */
export interface TonSignedMessage {
  /** The ed25519 signature, base64. */
  signature: string
  /** The signer, raw form. */
  address: string
  /** Unix seconds, as signed. */
  timestamp: number
  /** The app domain the wallet signed for. */
  domain: string
  payload: { type: 'text'; text: string }
}
