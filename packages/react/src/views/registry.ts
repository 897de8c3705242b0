import type { RouterData, View } from '@gangway/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

type LazyView = LazyExoticComponent<ComponentType>

/**
 * The views this package implements, each its own chunk. Every other view of the router renders
 * the placeholder until its issue lands (add a folder and a line here).
 */
type Loader = () => Promise<{ default: ComponentType }>

const LOADERS: Partial<Record<View, Loader>> = {
  Connect: () => import('./Connect/index.js'),
  Account: () => import('./Account/index.js'),
  AllWallets: () => import('./AllWallets/index.js'),
  ConnectingExternal: () => import('./ConnectingExternal/index.js'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect/index.js'),
  ConnectingWalletConnectBasic: () => import('./ConnectingWalletConnectBasic/index.js'),
  UnsupportedChain: () => import('./UnsupportedChain/index.js'),
  Networks: () => import('./Networks/index.js'),
  ApproveTransaction: () => import('./ApproveTransaction/index.js'),
}
const placeholderLoader: Loader = () => import('./Placeholder/index.js')

const BUILT = Object.fromEntries(
  Object.entries(LOADERS).map(([view, loader]) => [view, lazy(loader)]),
) as Partial<Record<View, LazyView>>
const Placeholder = lazy(placeholderLoader)

export function isBuiltView(view: View): boolean {
  return view in LOADERS
}

/**
 * The lazy component of a view. `retry` > 0 gives a fresh lazy component, because React.lazy
 * keeps a failed load (e.g. offline) for good.
 */
export function viewComponent(view: View, retry = 0): LazyView {
  if (retry > 0) return lazy(LOADERS[view] ?? placeholderLoader)
  return BUILT[view] ?? Placeholder
}

const TITLES: Record<View, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect Wallet',
  ConnectingExternal: 'Connecting',
  ConnectingSiwe: 'Sign In',
  ConnectingFarcaster: 'Farcaster',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Networks: 'Choose Network',
  SwitchNetwork: 'Switch Network',
  WhatIsAWallet: 'What is a Wallet?',
  WhatIsANetwork: 'What is a Network?',
  GetWallet: 'Get a Wallet',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  ConnectingSocial: 'Social Login',
  ConnectingMultiChain: 'Select Chain',
  Send: 'Send',
  SendPreview: 'Review Send',
  SendSelectToken: 'Select Token',
  Swap: 'Swap',
  SwapSelectToken: 'Select Token',
  SwapPreview: 'Review Swap',
  Receive: 'Receive',
  OnRamp: 'Buy',
  Transactions: 'Activity',
  AccountSettings: 'Settings',
}

/** The header title of a view; wallet views use the wallet's name (rendered as text only). */
export function viewTitle(view: View, data?: RouterData): string {
  if (view === 'ConnectingExternal' && data?.connector?.name) return data.connector.name
  if (view === 'ConnectingWalletConnect' && data?.wallet?.name) return data.wallet.name
  return TITLES[view] ?? view
}
