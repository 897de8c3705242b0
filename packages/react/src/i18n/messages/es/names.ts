import type { Translation } from '../../translate.js'
import type { names as english } from '../en/names.js'

/** Spanish: names. */
export const names: Translation<typeof english> = {}
