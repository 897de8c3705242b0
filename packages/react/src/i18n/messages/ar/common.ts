import type { common as english } from '../en/common.js'
import type { Translation } from '../../translate.js'

/** Arabic (right to left): common. */
export const common: Translation<typeof english> = {}
