import type { send as english } from '../en/send.js'
import type { Translation } from '../../translate.js'

/** Chinese (Simplified): send. */
export const send: Translation<typeof english> = {}
