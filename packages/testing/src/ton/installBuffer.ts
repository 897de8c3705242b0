import { Buffer } from 'buffer'

/**
 * @ton/core uses Node's global `Buffer`, at import time too; pages have none. The browser entry
 * imports this first (and re-exports it, so no bundler drops the import): it sets
 * `globalThis.Buffer` to the `buffer` package's where there is none.
 */
export const bufferGlobal: typeof Buffer =
  (globalThis as { Buffer?: typeof Buffer }).Buffer ??
  (Object.assign(globalThis, { Buffer }) as { Buffer: typeof Buffer }).Buffer
