import type { ErrorCode } from '../errors/catalogue.js'
import type { AccountType, ChainNamespace } from '../types/chain.js'

/** How a family's wallets sign a text message over WalletConnect (the universal adapter). */
export interface WalletConnectRequest {
  method: string
  params: unknown
}

/** What a family asks of a WalletConnect session, and how its requests look. */
export interface FamilyWalletConnect {
  /** Methods a session proposal asks for (the namespace's `methods`). */
  readonly methods: readonly string[]
  /** Events a session proposal asks for (the namespace's `events`). */
  readonly events: readonly string[]
  /** The request that signs `message` for `address` (e.g. eip155 `personal_sign`). */
  signMessage?(message: string, address: string): WalletConnectRequest
  /** The request that sends native value (e.g. eip155 `eth_sendTransaction`). */
  sendTransaction?(params: {
    from: string
    to: string
    value: bigint
    data?: string
    gas?: bigint
  }): WalletConnectRequest
  /** Reads a signature from the wallet's answer (default: the answer, or its `signature`). */
  readSignature?(answer: unknown): string | undefined
}

/** Account data and flows the kit offers for a family (spec §9: which families have what). */
export interface FamilyFeatures {
  /**
   * Native and token balances (Tokens tab, account button balance): on unless false. The native
   * balance comes from the adapter's `getBalance`; set false for a family whose wallets cannot
   * read one (the kit then never asks).
   */
  readonly balances?: boolean
  /** The Activity tab. */
  readonly activity?: boolean
  /** The NFTs tab. */
  readonly nfts?: boolean
  /** The Send flow. */
  readonly send?: boolean
  /** Buying through on-ramp providers. */
  readonly onramp?: boolean
  /** Account names. */
  readonly names?: boolean
  /** Swaps on a chain of this family (by its CAIP-2 reference). */
  swaps?(reference: string): boolean
}

/** How the Send flow prices and reports a send of this family (all optional). */
export interface FamilySend {
  /**
   * The JSON-RPC method whose answer (a hex quantity) is the price of one gas unit (eip155:
   * `eth_gasPrice`): read for the preview's network fee and passed with a native send.
   */
  readonly gasPriceMethod?: string
  /**
   * The family's fungible token standard, whose transfer call the Send flow estimates the gas of
   * (eip155: `erc20`, a `transfer(to, amount)` call to the token contract).
   */
  readonly tokenStandard?: 'erc20'
  /** The catalogue entry a failed send shows (default `SEND_FAILED`, 'Something went wrong'). */
  readonly failedError?: ErrorCode
  /**
   * Base units Max keeps back on a native send when the fee is not priced by gas (the chain or
   * the wallet charges it): Solana's 5,000 lamports signature fee, a Bitcoin wallet's fee.
   */
  readonly maxFeeReserve?: number
}

/**
 * A chain family as the kernel knows it: its CAIP-2 namespace, identifier rules, address check,
 * account types, WalletConnect methods and what the kit offers for it. Every family the kit
 * serves is described by one of these: the four built-in ones ship with core, any other comes
 * with its adapter package (see `defineChainFamily`).
 */
export interface ChainFamily {
  /** The CAIP-2 namespace: 3 to 8 characters of `[-a-z0-9]` (e.g. `eip155`, `cosmos`). */
  readonly namespace: ChainNamespace
  /** A human name for messages ("EVM", "Solana", ...). */
  readonly name: string
  /** True for a valid CAIP-2 reference (chain id) of this family. Never throws. */
  isChainId(reference: string): boolean
  /** True for a valid account address of this family. Never throws. */
  isAddress(address: string): boolean
  /** The account types this family's wallets have; the first is the default (spec §6). */
  readonly accountTypes: readonly [AccountType, ...AccountType[]]
  /** The placeholder address that stands for the native token (spec §9), if the family has one. */
  readonly nativeTokenAddress?: string
  /** WalletConnect methods and events; absent when the family has no WalletConnect namespace. */
  readonly walletConnect?: FamilyWalletConnect
  /** What the kit offers for accounts of this family (balances on, the rest off when absent). */
  readonly features?: FamilyFeatures
  /** How the Send flow prices and reports sends (when `features.send` is on). */
  readonly send?: FamilySend
}
