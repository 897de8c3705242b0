import type { Translation } from '../../translate.js'
import type { connect as english } from '../en/connect.js'

/** Spanish: connect. */
export const connect: Translation<typeof english> = {}
