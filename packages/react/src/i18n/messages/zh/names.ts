import type { names as english } from '../en/names.js'
import type { Translation } from '../../translate.js'

/** Chinese (Simplified): names. */
export const names: Translation<typeof english> = {}
