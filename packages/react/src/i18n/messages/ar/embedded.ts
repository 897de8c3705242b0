import type { Translation } from '../../translate.js'
import type { embedded as english } from '../en/embedded.js'

/** Arabic (right to left): embedded. */
export const embedded: Translation<typeof english> = {}
