const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}$/

/** Spec §5 account name: at least 4 characters; only letters, digits and hyphen. */
export function isValidAccountName(value: unknown): value is string {
  return typeof value === 'string' && ACCOUNT_NAME.test(value)
}
