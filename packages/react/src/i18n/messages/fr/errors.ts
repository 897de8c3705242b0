import type { ErrorTranslation } from '../../translate.js'

/** French: the error catalogue's visitor texts (spec §8), by code. */
export const errors: ErrorTranslation = {} as ErrorTranslation
