import type { connect as english } from '../en/connect.js'
import type { Translation } from '../../translate.js'

/** Spanish: connect. */
export const connect: Translation<typeof english> = {}
