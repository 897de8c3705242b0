import type { Translation } from '../../translate.js'
import type { button as english } from '../en/button.js'

/** Arabic (right to left): button. */
export const button: Translation<typeof english> = {}
