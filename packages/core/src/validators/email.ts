/** Zod's email pattern: local part, '@', dotted domain with a 2+ letter top level. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i
/** RFC 5321 path limit; also keeps the regex cheap on hostile input. */
const MAX_EMAIL_LENGTH = 254

/**
 * Spec §5: the email must be a valid email address. Never throws. A module of its own: the
 * Connect view checks the email field with it without loading the rest of the frame rules.
 */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value)
}
