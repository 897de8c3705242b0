import type { Address, Hex } from 'viem'

/** A chain the test wallet knows. Takes viem `Chain` objects as well. */
export interface TestWalletChain {
  id: number
  name?: string
  /** Node that serves reads and receives transactions on this chain. */
  rpcUrl?: string
  /** viem `Chain` style; `rpcUrls.default.http[0]` is used when `rpcUrl` is missing. */
  rpcUrls?: { default?: { http?: readonly string[] } }
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** EIP-6963 provider info. */
export interface TestWalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface TestWalletOptions {
  /** Node of the wallet's starting chain. */
  rpcUrl?: string
  /** Chain id of `rpcUrl`; asked from the node (eth_chainId) when omitted. */
  chainId?: number
  /** Key of the single account (signing happens locally with viem). */
  privateKey?: Hex
  /** Keys of several accounts; the first is the active one. */
  privateKeys?: readonly Hex[]
  /** Further chains the wallet knows (wallet_switchEthereumChain to others answers 4902). */
  chains?: readonly TestWalletChain[]
  name?: string
  rdns?: string
  /** A data: URI image. */
  icon?: string
  /** EIP-6963 uuid; a random v4 uuid when omitted. */
  uuid?: string
  /** true (default): every request that needs the user's approval is approved at once.
   * false: such requests wait until `approvePending()` or `rejectPending()`. */
  autoApprove?: boolean
  /** Whether the site is already connected (eth_accounts answers before eth_requestAccounts). Default false. */
  connected?: boolean
  /** What wallet_getCapabilities reports for every chain; default {}. */
  capabilities?: Record<string, unknown>
}

export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

export type TestWalletEvent =
  | 'connect'
  | 'disconnect'
  | 'accountsChanged'
  | 'chainChanged'
  | 'message'

export type Listener = (...args: any[]) => void

export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): unknown
  removeListener(event: string, listener: Listener): unknown
}

export interface PendingRequest {
  method: string
  params: readonly unknown[]
}

/** An EIP-1193 provider that signs with local keys, plus controls for tests. */
export interface TestWallet extends Eip1193Provider {
  readonly isGangwayTestWallet: true
  /** EIP-6963 info: uuid, name, icon, rdns. */
  readonly info: TestWalletInfo
  on(event: TestWalletEvent | string, listener: Listener): TestWallet
  once(event: TestWalletEvent | string, listener: Listener): TestWallet
  removeListener(event: TestWalletEvent | string, listener: Listener): TestWallet
  off(event: TestWalletEvent | string, listener: Listener): TestWallet
  /** Every address the wallet holds keys for, active first (whether or not the site may see them). */
  getAddresses(): Address[]
  /** The active chain id (after the wallet is ready). */
  getChainId(): Promise<number>
  /** The next request (or the next request for `method`) fails with 4001 'User rejected the request.'. */
  rejectNext(method?: string): void
  /** Replaces the accounts: private keys, or addresses of accounts the wallet already holds. Emits accountsChanged. */
  setAccounts(accounts: readonly Hex[]): void
  /** Locks the wallet: eth_accounts answers [] and accountsChanged([]) is emitted. */
  lock(): void
  /** Unlocks the wallet again (eth_requestAccounts also unlocks). */
  unlock(): void
  /** Forgets every chain but the active one, so switching elsewhere answers 4902. */
  forgetChains(): void
  /** The user switches network inside the wallet: emits chainChanged. The chain must be known. */
  setChain(chainId: number): void
  setAutoApprove(autoApprove: boolean): void
  /** Requests waiting for approval (when autoApprove is false), oldest first. */
  pendingRequests(): PendingRequest[]
  /** Approves the oldest waiting request; false when none waits. */
  approvePending(): boolean
  /** Rejects the oldest waiting request with 4001; false when none waits. */
  rejectPending(): boolean
  /** The wallet loses its connection: emits disconnect (4900); requests fail with 4900 until reconnect(). */
  simulateDisconnect(): void
  /** Ends simulateDisconnect: emits connect. */
  reconnect(): void
}
