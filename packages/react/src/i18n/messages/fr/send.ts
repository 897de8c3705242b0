import type { Translation } from '../../translate.js'
import type { send as english } from '../en/send.js'

/** French: send. */
export const send: Translation<typeof english> = {}
