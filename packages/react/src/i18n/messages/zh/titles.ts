import type { titles as english } from '../en/titles.js'
import type { Translation } from '../../translate.js'

/** Chinese (Simplified): titles. */
export const titles: Translation<typeof english> = {}
