import { KitError } from '@gangway/core/common'
import { accountNameProblem } from '@gangway/core/internal'
import {
  accountNameError,
  createNameSuggester,
  type NameAvailability,
  nameErrorText,
} from '@gangway/core/names'
import { useEffect, useMemo, useState } from 'react'
import type { UiKit } from '../../kit/types.js'

export interface NameCheck {
  /**
   * INVALID_ACCOUNT_NAME when the label breaks spec §5's rule or a DNS label rule (checked as
   * the visitor types; ENSIP-15's verdict comes as `failure`, from the same check the server runs).
   */
  invalid: KitError | undefined
  /** The server's answer for the label, once it came. */
  availability: NameAvailability | undefined
  checking: boolean
  /** Why the check failed ('Error fetching name suggestions', or the server's reason). */
  failure: unknown
}

/** Availability and suggestions of `label` as the visitor types (debounced in core). */
export function useNameAvailability(kit: UiKit, label: string): NameCheck {
  const suggester = useMemo(() => createNameSuggester(kit), [kit])
  useEffect(() => suggester.cancel, [suggester])
  const [availability, setAvailability] = useState<NameAvailability | undefined>()
  const [checking, setChecking] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  const problem = label === '' ? undefined : accountNameProblem(label)
  const valid = label !== '' && problem === undefined
  useEffect(() => {
    setAvailability(undefined)
    setFailure(undefined)
    if (!valid) {
      suggester.cancel()
      setChecking(false)
      return
    }
    let current = true
    setChecking(true)
    suggester
      .suggest(label)
      .then((answer) => {
        if (!current || !answer) return
        setAvailability(answer)
        setChecking(false)
      })
      .catch((error: unknown) => {
        if (!current) return
        setFailure(nameErrorText(error) ? error : new KitError('NAME_SUGGESTIONS_FAILED'))
        setChecking(false)
      })
    return () => {
      current = false
    }
  }, [suggester, label, valid])
  return {
    invalid: problem === undefined ? undefined : accountNameError(problem),
    availability: availability?.label === label ? availability : undefined,
    checking,
    failure,
  }
}
