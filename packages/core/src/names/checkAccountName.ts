import { KitError } from '../errors/KitError.js'
import {
  ACCOUNT_NAME_RULE,
  type AccountNameCheck,
  accountNameProblem,
  isAsciiLabel,
} from '../validators/accountName.js'

/**
 * Spec §5's rule, the DNS label rules and ENSIP-15 normalisation of a label: the one check of
 * account names, run by the kit as the visitor types and before signing, and by the server on
 * every name it is given, so both refuse the same labels with the same reason. An ASCII label
 * is normalised here (ENSIP-15 lower-cases ASCII, and the rule already refuses what else it
 * would: "--" in the third and fourth places, underscores); any other loads ENSIP-15's data.
 */
export async function checkAccountName(input: string): Promise<AccountNameCheck> {
  const problem = accountNameProblem(input)
  if (problem) return { problem }
  if (isAsciiLabel(input) && !/^xn--/i.test(input)) return { label: input.toLowerCase() }
  const { normaliseLabel } = await import('./ensip15.js')
  return normaliseLabel(input)
}

/**
 * The kit's error for a refused label: INVALID_ACCOUNT_NAME, whose text is spec §5's rule
 * ('At least 4 characters; only letters, digits and hyphen.') or the DNS / ENSIP-15 reason.
 */
export function accountNameError(problem: string): KitError {
  if (problem === ACCOUNT_NAME_RULE) return new KitError('INVALID_ACCOUNT_NAME')
  return new KitError('INVALID_ACCOUNT_NAME', {
    longMessage: `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`,
  })
}
