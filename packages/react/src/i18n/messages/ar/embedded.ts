import type { embedded as english } from '../en/embedded.js'
import type { Translation } from '../../translate.js'

/** Arabic (right to left): embedded. */
export const embedded: Translation<typeof english> = {}
