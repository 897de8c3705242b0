import type { Translation } from '../../translate.js'
import type { accounts as english } from '../en/accounts.js'

/** Spanish: accounts. */
export const accounts: Translation<typeof english> = {}
