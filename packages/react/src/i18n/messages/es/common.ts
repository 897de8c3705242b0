import type { common as english } from '../en/common.js'
import type { Translation } from '../../translate.js'

/** Spanish: common. */
export const common: Translation<typeof english> = {}
