/** The EIP-1193 request shape. */
export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** An EIP-1193 provider (an injected wallet, an EIP-6963 announced one, a WalletConnect facade). */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

/** EIP-6963 provider info, as announced by the wallet. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data URI (or URL) of the wallet's icon. */
  icon: string
  /** Reverse-DNS id of the wallet, e.g. `io.metamask`. */
  rdns: string
}

/** The `detail` of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** A hex string. */
export type Hex = `0x${string}`
