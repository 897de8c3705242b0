import type { common as english } from '../en/common.js'
import type { Translation } from '../../translate.js'

/** French: common. */
export const common: Translation<typeof english> = {}
