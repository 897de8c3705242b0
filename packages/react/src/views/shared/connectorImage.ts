import type { WalletListing } from '@gangway/core'
import type { Connector } from '@gangway/core/adapter'
import type { UiKit } from '../../kit/types.js'

/** The WalletConnect mark (blue tile, white wave), for pairing connectors without an image. */
export const WALLETCONNECT_ICON = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3396ff"/><path d="M12.3 15.6c4.3-4.2 11.2-4.2 15.4 0l.5.5a.5.5 0 0 1 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a7.6 7.6 0 0 0-10.6 0l-.8.7a.3.3 0 0 1-.4 0l-1.7-1.7a.5.5 0 0 1 0-.8zm19 3.5 1.6 1.6a.5.5 0 0 1 0 .8l-7.1 7a.6.6 0 0 1-.8 0l-5-5a.1.1 0 0 0-.2 0l-5 5a.6.6 0 0 1-.8 0l-7.1-7a.5.5 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5 5a.1.1 0 0 0 .2 0l5-5a.6.6 0 0 1 .8 0l5 5a.1.1 0 0 0 .2 0l5-5a.6.6 0 0 1 .8 0z" fill="#fff"/></svg>',
)}`

/**
 * The embedded wallet's mark (an envelope sealed by a key on a slate tile: the wallet made from
 * an email or social login), for the AUTH connector without an image of its own.
 */
export const EMBEDDED_WALLET_ICON = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#334155"/><g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="8" y="11" width="20" height="15" rx="3"/><path d="m8 13 10 7 10-7"/><circle cx="28" cy="26" r="3.5" fill="#334155"/><path d="M30.5 28.5 34 32m-1.5-1.5 1.5-1.5"/></g></svg>',
)}`

/** The best image for a connector: its own URL, the wallet's announced icon, or the directory's. */
export function connectorImage(kit: UiKit, connector: Connector): string | undefined {
  if (connector.type === 'WALLET_CONNECT' && !connector.imageUrl) return WALLETCONNECT_ICON
  if (connector.type === 'AUTH' && !connector.imageUrl) return EMBEDDED_WALLET_ICON
  return (
    connector.imageUrl ??
    connector.info?.icon ??
    connector.connectors?.find((member) => member.imageUrl || member.info?.icon)?.imageUrl ??
    connector.connectors?.find((member) => member.info?.icon)?.info?.icon ??
    (connector.imageId
      ? kit.controllers.walletDirectory?.imageUrl?.({
          id: connector.id,
          name: connector.name,
          image_id: connector.imageId,
        })
      : undefined)
  )
}

export function listingImage(kit: UiKit, listing: WalletListing): string | undefined {
  return listing.image_url ?? kit.controllers.walletDirectory?.imageUrl?.(listing)
}

/** A wallet the lists offer: a detected or configured connector, or a directory listing. */
export type WalletChoice =
  | { kind: 'connector'; connector: Connector }
  | { kind: 'listing'; listing: WalletListing }

/** The id a list row names its wallet by (for its logo and its test hooks). */
export function choiceWalletId(choice: WalletChoice): string {
  return choice.kind === 'connector' ? choice.connector.id : choice.listing.id
}

/** The catalogue id of a detected wallet (its built-in logo when it brings no image). */
export function choiceCatalogueId(choice: WalletChoice): string | undefined {
  return choice.kind === 'connector' ? choice.connector.explorerId : undefined
}

/** The image a list row shows for its wallet. */
export function choiceImage(kit: UiKit, choice: WalletChoice): string | undefined {
  return choice.kind === 'connector'
    ? connectorImage(kit, choice.connector)
    : listingImage(kit, choice.listing)
}
