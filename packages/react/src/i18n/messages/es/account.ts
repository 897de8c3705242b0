import type { account as english } from '../en/account.js'
import type { Translation } from '../../translate.js'

/** Spanish: account. */
export const account: Translation<typeof english> = {}
