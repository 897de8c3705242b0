import type { send as english } from '../en/send.js'
import type { Translation } from '../../translate.js'

/** French: send. */
export const send: Translation<typeof english> = {}
