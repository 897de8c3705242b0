import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** French: connect. */
export const connect: Translation<typeof english> = {}
