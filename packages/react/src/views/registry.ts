import type { View } from '@gangway/core'
import type { RouterData } from '@gangway/core/internal'
import { type ComponentType, lazy } from 'react'
import type { AccountsId, TitlesId } from '../i18n/messages/en/index.js'
import type { Translate } from '../i18n/translate.js'
import { type Chunk, uiChunks, type ViewModule } from '../kit/chunks.js'
import { namespaceLabel } from './shared/namespaceLabels.js'

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

/**
 * The header title of a view in the kit's locale; wallet views use the wallet's name (rendered
 * as text only). Every view has a title id (`titles.<View>`): a missing one does not compile.
 */
export function viewTitle(
  view: View,
  t: Translate<TitlesId | AccountsId>,
  data?: RouterData,
): string {
  if (view === 'ConnectingExternal' && data?.connector?.name) return data.connector.name
  if (view === 'ConnectingWalletConnect' && data?.wallet?.name) return data.wallet.name
  // Connect for one family (picked in Networks while another family is connected).
  if (view === 'Connect' && data?.namespace)
    return t('accounts.connectFamily', {
      family: typeof data.family === 'string' ? data.family : namespaceLabel(data.namespace),
    })
  // ApproveTransaction of a message or typed data (route data `request`, set by the embedded
  // wallet's approvals only: the frame says which it shows).
  return t(`titles.${data?.request === 'signature' ? 'SignatureRequest' : view}` satisfies TitlesId)
}
