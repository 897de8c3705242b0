import { errorText, isValidAccountName } from '@gangway/core'
import { createNameSuggester, type NameAvailability, nameErrorText } from '@gangway/core/names'
import { useEffect, useMemo, useState } from 'react'
import type { UiKit } from '../../kit/types.js'

/** Spec §5's account-name rule, as the validator's text says it. */
export const NAME_RULE_TEXT = 'At least 4 characters; only letters, digits and hyphen.'

export interface NameCheck {
  /** The rule's text when the label breaks it, else undefined. */
  invalid: string | undefined
  /** The server's answer for the label, once it came. */
  availability: NameAvailability | undefined
  checking: boolean
  /** 'Error fetching name suggestions' (or the server's reason) when the check failed. */
  failure: string | undefined
}

/** Availability and suggestions of `label` as the visitor types (debounced in core). */
export function useNameAvailability(kit: UiKit, label: string): NameCheck {
  const suggester = useMemo(() => createNameSuggester(kit), [kit])
  useEffect(() => suggester.cancel, [suggester])
  const [availability, setAvailability] = useState<NameAvailability | undefined>()
  const [checking, setChecking] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()
  const valid = isValidAccountName(label)
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
        setFailure(nameErrorText(error) || errorText('NAME_SUGGESTIONS_FAILED'))
        setChecking(false)
      })
    return () => {
      current = false
    }
  }, [suggester, label, valid])
  return {
    invalid: label !== '' && !valid ? NAME_RULE_TEXT : undefined,
    availability: availability?.label === label ? availability : undefined,
    checking,
    failure,
  }
}
