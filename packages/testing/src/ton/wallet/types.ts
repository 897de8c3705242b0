/** A TON Connect JS bridge (`window[jsBridgeKey].tonconnect`), as the wallet implements it. */
export interface TonConnectTestBridge {
  deviceInfo: {
    platform: string
    appName: string
    appVersion: string
    maxProtocolVersion: number
    features: unknown[]
  }
  walletInfo: {
    name: string
    app_name: string
    image: string
    about_url: string
    platforms: string[]
  }
  protocolVersion: number
  isWalletBrowser: boolean
  connect(protocolVersion: number, message: unknown): Promise<TonConnectWalletEvent>
  restoreConnection(): Promise<TonConnectWalletEvent>
  send(message: unknown): Promise<TonConnectWalletResponse>
  listen(callback: (event: TonConnectWalletEvent) => void): () => void
}

export type TonConnectWalletEvent =
  | { event: 'connect'; id: number; payload: { items: unknown[]; device: unknown } }
  | { event: 'connect_error'; id: number; payload: { code: number; message: string } }
  | { event: 'disconnect'; id: number; payload: Record<string, never> }

export type TonConnectWalletResponse =
  | { id: string; result: unknown }
  | { id: string; error: { code: number; message: string } }

/** Where the wallet keeps a site's approval (and the last request id) across reloads. */
export interface TonWalletStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface TonConnectTestWalletOptions {
  /** The node's toncenter v2 JSON-RPC URL (e.g. `startTonSandbox().rpcUrl`). */
  rpcUrl: string
  /** The network (`global_id`) the wallet is on and reports. Default -1000 (the sandbox's). */
  network?: string | number
  /** Default TON_TEST_MNEMONIC. */
  mnemonic?: string
  /** Default 'Gangway TON Test Wallet'. */
  name?: string
  /** The wallet's id in TON Connect terms (`walletInfo.app_name`). Default 'gangwaytontest'. */
  appName?: string
  /** `walletInfo.image`. Default an SVG data URI. */
  image?: string
  /**
   * The app domain signed in `signData` and `ton_proof`. Default the page's host, else the
   * manifest URL's host (Node).
   */
  appDomain?: string
  /** Fetch the dapp's manifest on connect (code 2 / 3 when missing or invalid). Default false. */
  fetchManifest?: boolean
  /** The site was approved before (restoreConnection answers). Default false. */
  trusted?: boolean
  /** Keeps the approval across reloads (localStorage in a page). */
  storage?: TonWalletStorage
  storageKey?: string
  /** `SendTransaction.maxMessages`. Default 4. */
  maxMessages?: number
}

export type TonPromptMethod = 'connect' | 'sendTransaction' | 'signData'

/** One request the dapp made, with the wallet's answer. */
export interface TonWalletRequest {
  method: string
  params: unknown
  answer?: unknown
}

export interface TonConnectTestWallet {
  /** The object a page exposes as `window[jsBridgeKey].tonconnect`. */
  readonly bridge: TonConnectTestBridge
  /** Resolves once the key is derived (every bridge call waits for it too). */
  readonly ready: Promise<void>
  /** Raw form, `0:<hex>` (after `ready`). */
  readonly address: string
  /** Hex, 64 characters (after `ready`). */
  readonly publicKey: string
  readonly network: string
  readonly connected: boolean
  readonly trusted: boolean
  readonly requests: readonly TonWalletRequest[]
  /** External message BoCs sent to the node (base64), oldest first. */
  readonly sentMessages: readonly string[]
  /** How many `listen` callbacks are registered now. */
  listenerCount(): number
  /** The next prompt (of `method`, or any) is declined: code 300. */
  rejectNext(method?: TonPromptMethod): void
  /** The next prompt (of `method`, or any) never answers. */
  stallNext(method?: TonPromptMethod): void
  /** The visitor removes the site in the wallet: a `disconnect` event, approval forgotten. */
  revoke(): void
  /** The visitor switches account: a `connect` event with the new `ton_addr` when connected. */
  switchAccount(mnemonic: string): Promise<void>
}
