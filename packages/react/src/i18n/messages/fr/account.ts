import type { account as english } from '../en/account.js'
import type { Translation } from '../../translate.js'

/** French: account. */
export const account: Translation<typeof english> = {}
