import type { Translation } from '../../translate.js'
import type { account as english } from '../en/account.js'

/** Chinese (Simplified): account. */
export const account: Translation<typeof english> = {}
