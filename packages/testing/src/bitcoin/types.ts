import type { BitcoinTestNetwork } from './bitcoinKeys.js'
import type { BitcoinTestUtxo, SignedTransaction } from './psbtSigning.js'

/** A `window.btc_providers` entry (the sats-connect provider registry, WBIP004). */
export interface BitcoinProviderRegistryEntry {
  /** Path of the provider object on `window` (e.g. 'XverseProviders.BitcoinProvider'). */
  id: string
  name: string
  icon: string
  webUrl?: string
  /** The JSON-RPC methods the wallet supports. */
  methods?: string[]
}

/** An address as sats-connect returns it. */
export interface BitcoinTestAddress {
  address: string
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  walletType: 'software'
}

/** A JSON-RPC 2.0 response message, the shape sats-connect expects from `provider.request`. */
export type BitcoinRpcResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string; data?: unknown } }

/** The events sats-connect's `addListener` knows. */
export type BitcoinProviderEvent =
  | { type: 'accountChange'; addresses?: BitcoinTestAddress[] }
  | {
      type: 'networkChange'
      bitcoin: { name: 'Testnet' | 'Regtest' }
      stacks: { name: string }
      addresses?: BitcoinTestAddress[]
    }
  | { type: 'disconnect' }

export type BitcoinProviderEventName = BitcoinProviderEvent['type']

/** Where the provider remembers that the site is authorised (like a wallet's site list). */
export interface PermissionStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface BitcoinTestProviderOptions {
  /** BIP-39 mnemonic (default: the public test mnemonic 'test … junk'). */
  mnemonic?: string
  /** Hex private key: one key for the payment and the ordinals address. Wins over `mnemonic`. */
  privateKey?: string
  /** Derivation index of the account (mnemonic only). Default 0. */
  accountIndex?: number
  /** Default 'testnet'. */
  network?: BitcoinTestNetwork
  /** Path on `window` and registry id. Default 'GangwayTestBitcoinProvider'. */
  id?: string
  name?: string
  icon?: string
  webUrl?: string
  /**
   * The methods the wallet supports and advertises in the registry. Default: all it implements.
   * Leave out 'sendTransfer' (or 'wallet_getAccount', ...) to play a wallet without it.
   */
  methods?: readonly string[]
  /** Coins of the payment address that `sendTransfer` spends. Default: one of 1 BTC. */
  utxos?: readonly BitcoinTestUtxo[]
  /** Fee `sendTransfer` pays, in satoshis. Default 1000. */
  fee?: number
  /** Start as already authorised for the site. Default false (or what `storage` remembers). */
  connected?: boolean
  /** Remembers the authorisation across page loads (the browser injection uses localStorage). */
  storage?: PermissionStorage
}

export interface BitcoinTestProvider {
  readonly id: string
  /** The registry entry (`window.btc_providers`). */
  readonly info: BitcoinProviderRegistryEntry
  /** sats-connect's provider entry point: answers a JSON-RPC response message, never throws. */
  request(method: string, params?: unknown): Promise<BitcoinRpcResponse>
  /** sats-connect listener registration (`{ eventName, cb }` or `(eventName, cb)`). */
  addListener(
    info:
      | { eventName: BitcoinProviderEventName; cb: (event: BitcoinProviderEvent) => void }
      | BitcoinProviderEventName,
    cb?: (event: BitcoinProviderEvent) => void,
  ): () => void

  // Test controls
  /** The next prompting request (accounts, sign, send, change network) is refused by the user. */
  rejectNext(message?: string): void
  /** The visitor removes the site in the wallet: permission gone, 'disconnect' is emitted. */
  revoke(): void
  /** Switches to another account (index or key) and emits 'accountChange' with its addresses. */
  switchAccount(account: { accountIndex?: number; privateKey?: string }): void
  /** The visitor changes the network in the wallet: emits 'networkChange'. */
  changeNetwork(network: BitcoinTestNetwork): void

  readonly isConnected: boolean
  readonly network: BitcoinTestNetwork
  readonly addresses: { payment: BitcoinTestAddress; ordinals: BitcoinTestAddress }
  /** Every request received, in order. */
  readonly requests: readonly { method: string; params: unknown }[]
  /** Transactions built by sendTransfer or signPsbt with broadcast (never broadcast anywhere). */
  readonly transactions: readonly SignedTransaction[]
  /** The coins `sendTransfer` can still spend. */
  readonly utxos: readonly BitcoinTestUtxo[]
}
