import type { embedded as english } from '../en/embedded.js'
import type { Translation } from '../../translate.js'

/** French: embedded. */
export const embedded: Translation<typeof english> = {}
