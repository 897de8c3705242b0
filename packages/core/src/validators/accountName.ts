// Account names (spec §5): the rule a label must meet, as the kit checks it while the visitor
// types and the server checks it on every name it is asked about. These are the checks that need
// no Unicode data; `checkAccountName` (@gangway/core/names) adds ENSIP-15 normalisation.

/** Spec §5, word for word: the rule's text (the kit's 'names.rule', the server's refusal). */
export const ACCOUNT_NAME_RULE = 'at least 4 characters; only letters, digits and hyphen'

/** Why a label is refused: the rule's text, or the DNS label rule it breaks. */
export const ACCOUNT_NAME_PROBLEMS = {
  rule: ACCOUNT_NAME_RULE,
  length: 'at most 63 characters (a DNS label)',
  hyphen: 'no hyphen at the start or the end (a DNS label)',
  extension: 'no "--" as the third and fourth characters, except an xn-- label',
  xn: 'an xn-- label must stand for a normalised name',
  ensip15: 'a normalised ENS name (ENSIP-15)',
} as const

/** A label checked: its normalised form (what is registered and looked up), or why not. */
export type AccountNameCheck = { label: string } | { problem: string }

/** A DNS label holds at most 63 characters (RFC 1035); a Unicode label counts its xn-- form. */
export const MAX_LABEL_LENGTH = 63

/** Letters, combining marks and digits of any script, and hyphen (spec §5's letters and digits). */
const LABEL_CHARACTERS = /^[\p{L}\p{M}\p{Nd}-]+$/u
const ASCII = /^[\x20-\x7e]*$/

export const isAsciiLabel = (label: string) => ASCII.test(label)

/**
 * What is wrong with a label by spec §5 and the DNS label rules, before normalisation: the
 * characters and their number (code points), no hyphen at either end, at most 63 characters
 * (an ASCII label; a Unicode one is measured in its xn-- form once normalised), and no "--" in
 * the third and fourth places (ENSIP-15 and IDNA keep them for xn-- labels). Undefined when none.
 */
export function accountNameProblem(label: string): string | undefined {
  if (!LABEL_CHARACTERS.test(label) || Array.from(label).length < 4)
    return ACCOUNT_NAME_PROBLEMS.rule
  if (label.startsWith('-') || label.endsWith('-')) return ACCOUNT_NAME_PROBLEMS.hyphen
  if (isAsciiLabel(label) && label.length > MAX_LABEL_LENGTH) return ACCOUNT_NAME_PROBLEMS.length
  if (label.slice(2, 4) === '--' && !/^xn--/i.test(label)) return ACCOUNT_NAME_PROBLEMS.extension
  return undefined
}

/**
 * Spec §5 account name: at least 4 characters; only letters, digits and hyphen; and a DNS label
 * (63 characters at most, no hyphen at either end, no "--" in the third and fourth places
 * but in an xn-- label). Full validity also needs ENSIP-15 normalisation (`checkAccountName`).
 */
export function isValidAccountName(value: unknown): value is string {
  return typeof value === 'string' && accountNameProblem(value) === undefined
}
