import type { names as english } from '../en/names.js'
import type { Translation } from '../../translate.js'

/** Arabic (right to left): names. */
export const names: Translation<typeof english> = {}
