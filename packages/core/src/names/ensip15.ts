// ENSIP-15 normalisation of a label that is not plain ASCII, with the Unicode data of
// @adraffy/ens-normalize (the library viem and ENS apps use). Loaded on demand by
// checkAccountName: an ASCII label needs none of it, so the kit's first load does not carry it.
import { ens_normalize } from '@adraffy/ens-normalize'
import {
  ACCOUNT_NAME_PROBLEMS,
  type AccountNameCheck,
  accountNameProblem,
  isAsciiLabel,
  MAX_LABEL_LENGTH,
} from '../validators/accountName.js'
import { punycodeDecode, punycodeEncode } from './punycode.js'

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The label ENSIP-15 normalises `unicode` to, or why it cannot. */
function normalised(unicode: string): { label: string } | { error: string } {
  try {
    return { label: ens_normalize(unicode) }
  } catch (error) {
    return { error: reason(error) }
  }
}

/**
 * A label that is Unicode or `xn--`: an `xn--` label counts only when it decodes to a label that
 * is already ENSIP-15 normalised (and is then that label: `xn--caf-dma` is `café`); any other is
 * normalised (`CAFÉ` is `café`). The result meets the rule again (normalisation maps
 * characters) and, as a DNS label, fits 63 characters in its `xn--` form.
 */
export function normaliseLabel(input: string): AccountNameCheck {
  let unicode = input
  if (/^xn--/i.test(input)) {
    const decoded = punycodeDecode(input.slice(4).toLowerCase())
    if (decoded === undefined || isAsciiLabel(decoded))
      return { problem: `${ACCOUNT_NAME_PROBLEMS.xn} (not Punycode)` }
    const check = normalised(decoded)
    if ('error' in check) return { problem: `${ACCOUNT_NAME_PROBLEMS.xn} (${check.error})` }
    if (check.label !== decoded)
      return { problem: `${ACCOUNT_NAME_PROBLEMS.xn} (it normalises to ${check.label})` }
    unicode = decoded
  }
  const check = normalised(unicode)
  if ('error' in check) return { problem: `${ACCOUNT_NAME_PROBLEMS.ensip15}: ${check.error}` }
  const problem = accountNameProblem(check.label)
  if (problem) return { problem }
  if (!isAsciiLabel(check.label) && `xn--${punycodeEncode(check.label)}`.length > MAX_LABEL_LENGTH)
    return { problem: ACCOUNT_NAME_PROBLEMS.length }
  return { label: check.label }
}
