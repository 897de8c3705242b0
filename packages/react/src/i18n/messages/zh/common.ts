import type { common as english } from '../en/common.js'
import type { Translation } from '../../translate.js'

/** Chinese (Simplified): common. */
export const common: Translation<typeof english> = {}
