import type { button as english } from '../en/button.js'
import type { Translation } from '../../translate.js'

/** Arabic (right to left): button. */
export const button: Translation<typeof english> = {}
