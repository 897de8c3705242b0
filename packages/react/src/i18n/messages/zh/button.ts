import type { Translation } from '../../translate.js'
import type { button as english } from '../en/button.js'

/** Chinese (Simplified): button. */
export const button: Translation<typeof english> = {}
