import type { names as english } from '../en/names.js'
import type { Translation } from '../../translate.js'

/** French: names. */
export const names: Translation<typeof english> = {}
