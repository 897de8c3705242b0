import type { Translation } from '../../translate.js'
import type { send as english } from '../en/send.js'

/** Spanish: send. */
export const send: Translation<typeof english> = {}
