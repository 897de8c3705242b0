import type { WalletListing } from '@gangway/core'
import type { IconModule } from './iconModule.js'

/**
 * The kit's built-in logos (@web3icons/core, MIT): the bundled wallet catalogue's wallets by id,
 * well-known networks by CAIP-2 id and well-known tokens by symbol. Nothing here is in the first
 * load but this loader: the tables (walletIcons.ts, networkIcons.ts, tokenIcons.ts) are lazy
 * chunks and each SVG its own module, imported the first time a list, a button or a badge shows
 * that wallet, network or token.
 */
export type IconKind = 'wallet' | 'network' | 'token'

/** An SVG's markup as an image URL (`data:image/svg+xml,…`), its indentation dropped. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/>\s+</g, '><').trim())}`
}

/** key → the icon's URL, or null: none built in. Absent: not asked yet (or still loading). */
const found = new Map<string, string | null>()
const pending = new Map<string, Promise<string | null>>()

async function loaderOf(
  kind: IconKind,
  id: string,
): Promise<(() => Promise<IconModule>) | undefined> {
  if (kind === 'wallet') {
    const { WALLET_ICONS } = await import('./walletIcons.js')
    return Object.hasOwn(WALLET_ICONS, id) ? WALLET_ICONS[id] : undefined
  }
  if (kind === 'token') {
    const { tokenIconLoader } = await import('./tokenIcons.js')
    return tokenIconLoader(id)
  }
  const { networkIconLoader } = await import('./networkIcons.js')
  return networkIconLoader(id)
}

/** The built-in icon of a wallet (catalogue id), network (CAIP-2 id) or token (symbol), or null. */
export function loadBuiltInIcon(kind: IconKind, id: string): Promise<string | null> {
  const key = `${kind}:${id}`
  const known = found.get(key)
  if (known !== undefined) return Promise.resolve(known)
  let loading = pending.get(key)
  if (!loading) {
    loading = loaderOf(kind, id)
      .then(async (load) => (load ? svgDataUrl((await load()).default) : null))
      .then(
        (url) => {
          found.set(key, url)
          return url
        },
        // A chunk that failed to load (offline): no icon now, asked again next time.
        () => null,
      )
      .finally(() => pending.delete(key))
    pending.set(key, loading)
  }
  return loading
}

/** What is known at once: the URL, null (none built in), undefined (not loaded yet). */
export function builtInIcon(kind: IconKind, id: string): string | null | undefined {
  return found.get(`${kind}:${id}`)
}

/**
 * Listings with the built-in logo of each catalogue wallet that has no image of its own, loaded
 * with the list (so a row never shows letters first). An icon that fails to load is left out.
 */
export async function withWalletIcons<T extends WalletListing>(
  listings: readonly T[],
  hasImage: (listing: T) => boolean = (listing) => Boolean(listing.image_url),
): Promise<T[]> {
  return Promise.all(
    listings.map(async (listing) => {
      if (hasImage(listing)) return listing
      const url = await loadBuiltInIcon('wallet', listing.id)
      return url ? { ...listing, image_url: url } : listing
    }),
  )
}
