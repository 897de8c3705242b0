import type { Connector, WalletListing } from '@gangway/core'
import type { UiKit } from '../../kit/types.js'

/** The best image for a connector: its own URL, the wallet's announced icon, or the directory's. */
export function connectorImage(kit: UiKit, connector: Connector): string | undefined {
  return (
    connector.imageUrl ??
    connector.info?.icon ??
    connector.connectors?.find((member) => member.imageUrl || member.info?.icon)?.imageUrl ??
    connector.connectors?.find((member) => member.info?.icon)?.info?.icon ??
    (connector.imageId
      ? kit.walletDirectory?.imageUrl?.({
          id: connector.id,
          name: connector.name,
          image_id: connector.imageId,
        })
      : undefined)
  )
}

export function listingImage(kit: UiKit, listing: WalletListing): string | undefined {
  return listing.image_url ?? kit.walletDirectory?.imageUrl?.(listing)
}
