import type { View } from '@gangway/core'
import type { RouterData } from '@gangway/core/internal'
import type { ComponentType } from 'react'
import type { AccountsId, TitlesId } from '../i18n/messages/en/index.js'
import type { Translate } from '../i18n/translate.js'
import { type Chunk, uiChunks, type ViewModule } from '../kit/chunks.js'
import { chunkComponent } from './chunkComponent.js'
import { namespaceLabel } from './shared/namespaceLabels.js'

/** Every router view is listed in `kit/chunks.ts` (each its own chunk, shared with `preloadModal`). */
const COMPONENTS = new Map<Chunk<ViewModule>, { get(): ComponentType }>()

/**
 * The component of a view: the module's own once its chunk has loaded, so the open renders it in
 * the same pass with no Suspense fallback frame; else a lazy component over the same chunk, made
 * again after a failed load (e.g. offline), so a retry or the next open imports again.
 */
export function viewComponent(view: View): ComponentType {
  const chunk = uiChunks.view(view)
  let component = COMPONENTS.get(chunk)
  if (!component) {
    component = chunkComponent(chunk, (module) => module.default)
    COMPONENTS.set(chunk, component)
  }
  return component.get()
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
