import type {
  loadProfileName,
  looksLikeName,
  nameErrorText,
  resolveName,
} from '@gangway/core/names'
import { uiChunks } from '../../kit/chunks.js'

/** What the RegisterAccountName chunk exports beside its view, from `@gangway/core/names`. */
export interface NamesChunk {
  loadProfileName: typeof loadProfileName
  looksLikeName: typeof looksLikeName
  resolveName: typeof resolveName
  nameErrorText: typeof nameErrorText
}

/**
 * `@gangway/core/names` for the account button and Send, through the RegisterAccountName view's
 * chunk: no chunk edge of its own (a separate dynamic import of `@gangway/core/names` split the
 * first load's shared code into more, worse-compressing chunks: +1 KB gzip on the button), and
 * hosts without `namesApiUrl` load none of it.
 */
export const loadNamesChunk = (): Promise<NamesChunk> =>
  uiChunks
    .view('RegisterAccountName')
    .load()
    .then((chunk) => chunk as unknown as NamesChunk)
