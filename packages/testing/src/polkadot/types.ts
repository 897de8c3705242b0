/** The signer's raw payload (`@polkadot/types` SignerPayloadRaw). */
export interface PolkadotSignerPayloadRaw {
  address: string
  /** Hex. */
  data: string
  type: 'bytes' | 'payload'
}

/** An account as an extension injects it (`@polkadot/extension-inject` InjectedAccount). */
export interface PolkadotInjectedAccount {
  address: string
  genesisHash?: string | null
  name?: string
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'
}

/** What `enable(origin)` resolves to (`@polkadot/extension-inject` Injected). */
export interface PolkadotInjected {
  accounts: {
    get(anyType?: boolean): Promise<PolkadotInjectedAccount[]>
    subscribe(cb: (accounts: PolkadotInjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: {
    signRaw(raw: PolkadotSignerPayloadRaw): Promise<{ id: number; signature: `0x${string}` }>
  }
  metadata: {
    get(): Promise<{ genesisHash: string; specVersion: number }[]>
    provide(definition: unknown): Promise<boolean>
  }
}

/** One account of the test extension. */
export interface PolkadotTestAccount {
  /** A secret URI: a dev path ('//Alice'), a mnemonic, or a mnemonic with a derivation path. */
  uri: string
  name?: string
  /** Default 'sr25519'. */
  type?: 'sr25519' | 'ed25519'
  /** Restrict the account to one chain (full genesis hash, 0x…), as extensions allow. */
  genesisHash?: string | null
}

/** Where the extension remembers the sites it trusts (the browser injection uses localStorage). */
export interface OriginStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface PolkadotTestExtensionOptions {
  /** Default: Alice and Bob (the public dev accounts, sr25519). */
  accounts?: readonly PolkadotTestAccount[]
  /** The key in `window.injectedWeb3`. Default 'gangway-test'. */
  name?: string
  version?: string
  /** The icon announced in its `window.injectedWeb3` entry. Default an SVG data URI. */
  icon?: string
  /** Sites already trusted (origins as `enable` receives them: the dapp's app name). */
  authorizedOrigins?: readonly string[]
  storage?: OriginStorage
}

export interface PolkadotTestExtension {
  readonly name: string
  readonly version: string
  /** The icon its `window.injectedWeb3` entry announces (an image URL; a data URI by default). */
  readonly icon: string
  /** The injected interface: trusts the site (a prompt the visitor approves) and answers. */
  enable(origin: string): Promise<PolkadotInjected>
  /** Resolves once the keys are ready (sr25519 needs the WASM crypto). */
  readonly ready: Promise<void>

  // Test controls
  /** The next prompt (enable for a new site, signRaw) is refused: rejects with `message`. */
  rejectNext(message?: string): void
  /** Replaces the accounts; subscribers are told. */
  setAccounts(accounts: readonly PolkadotTestAccount[]): Promise<void>
  /** The visitor blocks the site: enable and every call from it fail from now on. */
  revoke(origin?: string): void

  /** The accounts as injected (generic ss58 format 42). Empty until `ready`. */
  readonly accounts: readonly PolkadotInjectedAccount[]
  readonly authorizedOrigins: readonly string[]
  /** Every call received, in order. */
  readonly requests: readonly { method: 'enable' | 'accounts.get' | 'signRaw'; params: unknown }[]
}
