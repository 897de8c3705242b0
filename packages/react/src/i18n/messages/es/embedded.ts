import type { Translation } from '../../translate.js'
import type { embedded as english } from '../en/embedded.js'

/** Spanish: embedded. */
export const embedded: Translation<typeof english> = {}
