import type { Translation } from '../../translate.js'
import type { titles as english } from '../en/titles.js'

/** Arabic (right to left): titles. */
export const titles: Translation<typeof english> = {}
