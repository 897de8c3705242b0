/** KIT_NOT_CREATED's text: the catalogue's entry, and the error a hook throws outside a provider. */
export const KIT_NOT_CREATED_TEXT = 'Please call createAppKit before using the hook'

/**
 * The error a UI hook throws when no kit is provided. It carries what a KitError carries (code,
 * shortMessage, name 'KitError') but is built without the error catalogue, which stays out of a
 * page's first load.
 */
export function kitNotCreatedError(): Error & { code: 'KIT_NOT_CREATED'; shortMessage: string } {
  return Object.assign(new Error(KIT_NOT_CREATED_TEXT), {
    name: 'KitError',
    code: 'KIT_NOT_CREATED' as const,
    shortMessage: KIT_NOT_CREATED_TEXT,
  })
}
