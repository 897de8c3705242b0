import type { account as english } from '../en/account.js'
import type { Translation } from '../../translate.js'

/** Chinese (Simplified): account. */
export const account: Translation<typeof english> = {}
