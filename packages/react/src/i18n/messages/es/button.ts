import type { button as english } from '../en/button.js'
import type { Translation } from '../../translate.js'

/** Spanish: button. */
export const button: Translation<typeof english> = {}
