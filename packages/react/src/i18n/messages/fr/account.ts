import type { Translation } from '../../translate.js'
import type { account as english } from '../en/account.js'

/** French: account. */
export const account: Translation<typeof english> = {}
