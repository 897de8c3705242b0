import type { embedded as english } from '../en/embedded.js'
import type { Translation } from '../../translate.js'

/** Chinese (Simplified): embedded. */
export const embedded: Translation<typeof english> = {}
