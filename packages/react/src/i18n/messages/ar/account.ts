import type { account as english } from '../en/account.js'
import type { Translation } from '../../translate.js'

/** Arabic (right to left): account. */
export const account: Translation<typeof english> = {}
