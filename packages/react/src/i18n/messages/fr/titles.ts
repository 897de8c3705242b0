import type { titles as english } from '../en/titles.js'
import type { Translation } from '../../translate.js'

/** French: titles. */
export const titles: Translation<typeof english> = {}
