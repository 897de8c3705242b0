import type { RouterData, View } from '@gangway/core'
import { type ComponentType, lazy } from 'react'
import { type Chunk, uiChunks, type ViewModule } from '../kit/chunks.js'

/**
 * Every router view is listed in `kit/chunks.ts` (each its own chunk, shared with
 * `preloadModal`).
 */
const LAZY = new Map<Chunk<ViewModule>, ComponentType>()

/**
 * The component of a view: the module itself once its chunk has loaded (preloaded, or seen
 * before), so the open renders it in the same pass with no Suspense fallback frame; else a lazy
 * component over the same chunk. `retry` > 0 gives a fresh lazy component, because React.lazy
 * keeps a failed load (e.g. offline) for good.
 */
export function viewComponent(view: View, retry = 0): ComponentType {
  const chunk = uiChunks.view(view)
  const loaded = chunk.loaded()
  if (loaded) return loaded.default
  if (retry > 0) return lazy(() => chunk.load())
  let component = LAZY.get(chunk)
  if (!component) {
    // A failed load is forgotten, so the next open (or view change) tries again.
    component = lazy(() =>
      chunk.load().catch((error: unknown) => {
        LAZY.delete(chunk)
        throw error
      }),
    )
    LAZY.set(chunk, component)
  }
  return component
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
  UpdateEmail: 'Edit Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
}

/** The header title of a view; wallet views use the wallet's name (rendered as text only). */
export function viewTitle(view: View, data?: RouterData): string {
  if (view === 'ConnectingExternal' && data?.connector?.name) return data.connector.name
  if (view === 'ConnectingWalletConnect' && data?.wallet?.name) return data.wallet.name
  return TITLES[view] ?? view
}
