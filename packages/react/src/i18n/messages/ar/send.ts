import type { send as english } from '../en/send.js'
import type { Translation } from '../../translate.js'

/** Arabic (right to left): send. */
export const send: Translation<typeof english> = {}
