import { Buffer } from 'buffer'

/**
 * @ton/core uses Node's global `Buffer` (at import time too); browsers have none. The adapter
 * calls this before it imports its TON SDK chunk: it sets `globalThis.Buffer` (the `buffer`
 * package) only where there is no Buffer yet, as TON Connect dapps are told to.
 */
export function installBufferGlobal(): void {
  if (!('Buffer' in globalThis)) Object.assign(globalThis, { Buffer })
}
