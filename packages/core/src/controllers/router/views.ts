import type { CaipNetwork, ChainNamespace } from '../../types/chain.js'
import type { Connector, WalletListing } from '../../types/connector.js'

/** The 13 views of spec §2, word for word. */
export const SPEC_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const

/** Internal views the kit's UI needs beyond the spec's list ("not shown" there). */
export const INTERNAL_VIEWS = [
  'Networks',
  'SwitchNetwork',
  'WhatIsAWallet',
  'WhatIsANetwork',
  'GetWallet',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'ConnectingMultiChain',
  'Send',
  'SendPreview',
  'SendSelectToken',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'Receive',
  'OnRamp',
  'Transactions',
  'AccountSettings',
  'SelectAccount',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
] as const

/** Every view name the router accepts: the spec's views, then the kit's internal ones. */
export const VIEWS = [...SPEC_VIEWS, ...INTERNAL_VIEWS] as const

export type View = (typeof VIEWS)[number]

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value)
}

/** Data a view receives (spec §2: ConnectingWalletConnect takes a wallet, ConnectingExternal a connector). */
export interface RouterData {
  wallet?: WalletListing
  connector?: Connector
  network?: CaipNetwork
  email?: string
  newEmail?: string
  /** Namespace to switch to, or to add a wallet for. */
  namespace?: ChainNamespace
  /** Where a flow goes next (e.g. after a network switch). */
  redirectView?: View
  [key: string]: unknown
}
