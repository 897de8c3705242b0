import type { Translation } from '../../translate.js'
import type { common as english } from '../en/common.js'

/** Chinese (Simplified): common. */
export const common: Translation<typeof english> = {}
