import type { Translation } from '../../translate.js'
import type { account as english } from '../en/account.js'

/** Arabic (right to left): account. */
export const account: Translation<typeof english> = {}
