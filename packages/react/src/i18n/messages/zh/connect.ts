import type { connect as english } from '../en/connect.js'
import type { Translation } from '../../translate.js'

/** Chinese (Simplified): connect. */
export const connect: Translation<typeof english> = {}
