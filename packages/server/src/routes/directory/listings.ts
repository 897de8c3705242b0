import { readFile } from 'node:fs/promises'
import type { WalletListing } from '@gangway/core'
import { parseWalletListings } from '@gangway/core/directory'

/**
 * Most listings the server reads from the file: the operator's own file, so more than the 10,000
 * the kit takes from a remote list (a directory of 100,000 is searched through an index,
 * listingIndex.ts), bounded all the same.
 */
export const MAX_FILE_LISTINGS = 1_000_000

/**
 * The operator's listings file: a JSON array of listings, or `{ data: [...] }` (the directory
 * API's own answer, so a saved page works). Each listing is parsed by the kit's own listing
 * check (unsafe links and images dropped, malformed listings left out), so the server never
 * serves what the kit would refuse; at most MAX_FILE_LISTINGS. Returns the listings and how many
 * were left out.
 */
export async function readListingsFile(
  path: string,
): Promise<{ wallets: WalletListing[]; dropped: number }> {
  const json: unknown = JSON.parse(await readFile(path, 'utf8'))
  const raw = Array.isArray(json)
    ? json
    : json && typeof json === 'object'
      ? (json as { data?: unknown }).data
      : undefined
  if (!Array.isArray(raw))
    throw new Error(`${path}: expected an array of listings or { data: [...] }`)
  const wallets = parseWalletListings(raw, MAX_FILE_LISTINGS)
  return { wallets, dropped: raw.length - wallets.length }
}

/** Image file names the server serves from the images folder: no path, one of the known types. */
export const IMAGE_FILE = /^[-\w.]{1,128}\.(png|jpe?g|webp|svg)$/
export const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
}
