import type { Translation } from '../../translate.js'
import type { common as english } from '../en/common.js'

/** Spanish: common. */
export const common: Translation<typeof english> = {}
