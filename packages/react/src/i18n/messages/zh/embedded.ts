import type { Translation } from '../../translate.js'
import type { embedded as english } from '../en/embedded.js'

/** Chinese (Simplified): embedded. */
export const embedded: Translation<typeof english> = {}
