import type { View } from '@gangway/core'
import type { ComponentType } from 'react'
import type { mountModal } from '../modal/mount.js'

/**
 * A module imported on demand. `load()` starts the import once (again after a failure, e.g.
 * offline) and every caller shares it; `loaded()` gives the module synchronously once the import
 * has resolved, so a render or a mount can use it in the same task instead of awaiting `import()`
 * (which resolves a microtask later at the earliest).
 */
export interface Chunk<T> {
  load(): Promise<T>
  loaded(): T | undefined
}

export function createChunk<T>(loader: () => Promise<T>): Chunk<T> {
  let pending: Promise<T> | undefined
  let module: T | undefined
  return {
    load() {
      pending ??= loader().then(
        (value) => {
          module = value
          return value
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    loaded: () => module,
  }
}

export interface ViewModule {
  default: ComponentType
}

export interface ModalModule {
  mountModal: typeof mountModal
}

export interface UiChunkLoaders {
  modal: () => Promise<ModalModule>
  /** Every router view, each its own chunk (a view without one does not compile). */
  views: Record<View, () => Promise<ViewModule>>
}

/** The modal's chunks: the mount and one per view. */
export interface UiChunks {
  modal: Chunk<ModalModule>
  view(view: View): Chunk<ViewModule>
}

export function createUiChunks(loaders: UiChunkLoaders): UiChunks {
  const views = new Map<View, Chunk<ViewModule>>()
  return {
    modal: createChunk(loaders.modal),
    view(view) {
      const loader = loaders.views[view]
      let chunk = views.get(view)
      if (!chunk) {
        chunk = createChunk(loader)
        views.set(view, chunk)
      }
      return chunk
    },
  }
}

/**
 * The package's chunks. One table per page, like the browser's own module map: what it keeps is
 * which module has loaded, never a kit's state. Adding a view: a folder in `src/views/` and a line
 * here.
 */
export const uiChunks: UiChunks = createUiChunks({
  modal: () => import('../modal/mount.js'),
  views: {
    Connect: () => import('../views/Connect/index.js'),
    Account: () => import('../views/Account/index.js'),
    AllWallets: () => import('../views/AllWallets/index.js'),
    ConnectingExternal: () => import('../views/ConnectingExternal/index.js'),
    ConnectingWalletConnect: () => import('../views/ConnectingWalletConnect/index.js'),
    ConnectingWalletConnectBasic: () => import('../views/ConnectingWalletConnectBasic/index.js'),
    UnsupportedChain: () => import('../views/UnsupportedChain/index.js'),
    Networks: () => import('../views/Networks/index.js'),
    ApproveTransaction: () => import('../views/ApproveTransaction/index.js'),
    Receive: () => import('../views/Receive/index.js'),
    OnRamp: () => import('../views/OnRamp/index.js'),
    Send: () => import('../views/Send/index.js'),
    SendSelectToken: () => import('../views/SendSelectToken/index.js'),
    SendPreview: () => import('../views/SendPreview/index.js'),
    Swap: () => import('../views/Swap/index.js'),
    SwapSelectToken: () => import('../views/SwapSelectToken/index.js'),
    SwapPreview: () => import('../views/SwapPreview/index.js'),
    RegisterAccountName: () => import('../views/RegisterAccountName/index.js'),
    RegisterAccountNameSuccess: () => import('../views/RegisterAccountNameSuccess/index.js'),
    SIWXSignMessage: () => import('../views/SIWXSignMessage/index.js'),
    ConnectingSiwe: () => import('../views/SIWXSignMessage/index.js'),
    WhatIsAWallet: () => import('../views/WhatIsAWallet/index.js'),
    WhatIsANetwork: () => import('../views/WhatIsANetwork/index.js'),
    GetWallet: () => import('../views/GetWallet/index.js'),
    Transactions: () => import('../views/Transactions/index.js'),
    SwitchNetwork: () => import('../views/SwitchNetwork/index.js'),
    AccountSettings: () => import('../views/AccountSettings/index.js'),
    SelectAccount: () => import('../views/SelectAccount/index.js'),
    ConnectingMultiChain: () => import('../views/ConnectingMultiChain/index.js'),
    EmailVerifyOtp: () => import('../views/EmailVerifyOtp/index.js'),
    EmailVerifyDevice: () => import('../views/EmailVerifyDevice/index.js'),
    ConnectingSocial: () => import('../views/ConnectingSocial/index.js'),
    ConnectingFarcaster: () => import('../views/ConnectingFarcaster/index.js'),
    UpdateEmail: () => import('../views/UpdateEmail/index.js'),
    UpdateEmailPrimaryOtp: () => import('../views/UpdateEmailPrimaryOtp/index.js'),
    UpdateEmailSecondaryOtp: () => import('../views/UpdateEmailSecondaryOtp/index.js'),
  },
})
