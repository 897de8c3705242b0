import { isValidAccountName, KitError } from '@gangway/core'
import { createNameSuggester, type NameAvailability, nameErrorText } from '@gangway/core/names'
import { useEffect, useMemo, useState } from 'react'
import type { NamesId } from '../../i18n/messages/en/index.js'
import type { UiKit } from '../../kit/types.js'

/** Spec §5's account-name rule, as the validator's text says it ('names.rule'). */
export const NAME_RULE_ID = 'names.rule' satisfies NamesId

export interface NameCheck {
  /** The rule's message id when the label breaks it, else undefined. */
  invalid: NamesId | undefined
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
        setFailure(nameErrorText(error) ? error : new KitError('NAME_SUGGESTIONS_FAILED'))
        setChecking(false)
      })
    return () => {
      current = false
    }
  }, [suggester, label, valid])
  return {
    invalid: label !== '' && !valid ? NAME_RULE_ID : undefined,
    availability: availability?.label === label ? availability : undefined,
    checking,
    failure,
  }
}
