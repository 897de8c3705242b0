import type { Kit } from '../kit/types.js'
import { isValidAccountName } from '../validators/accountName.js'
import { accountNameError, checkAccountName } from './checkAccountName.js'
import { namesApiOf } from './nameContext.js'
import type { NameSuggestion } from './namesApi.js'

/** How long typing settles before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 300

export interface NameAvailability {
  /** The label as typed. */
  label: string
  /** The full name the server would register, and whether someone has it. */
  name: string
  available: boolean
  /** Variants that are free. */
  suggestions: NameSuggestion[]
}

/**
 * Availability and suggestions as the visitor types: `suggest(label)` waits `delayMs` of
 * quiet, aborts the previous question, and resolves with the answer to the last label only
 * (earlier calls resolve undefined). An invalid label is never sent: one against the rule
 * resolves undefined at once, one that fails ENSIP-15 rejects with INVALID_ACCOUNT_NAME.
 */
export function createNameSuggester(kit: Kit, options: { delayMs?: number } = {}) {
  const delayMs = options.delayMs ?? SUGGESTIONS_DEBOUNCE_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let inflight: AbortController | undefined
  let settle: ((value: undefined) => void) | undefined
  const cancel = () => {
    if (timer) clearTimeout(timer)
    inflight?.abort()
    settle?.(undefined)
    timer = inflight = settle = undefined
  }
  return {
    suggest(label: string): Promise<NameAvailability | undefined> {
      cancel()
      if (!isValidAccountName(label)) return Promise.resolve(undefined)
      return new Promise<NameAvailability | undefined>((resolve, reject) => {
        settle = resolve
        timer = setTimeout(() => {
          const controller = new AbortController()
          inflight = controller
          // The server's own check (ENSIP-15 and all), here first: a label it would refuse is
          // refused with the same reason without a request.
          checkAccountName(label)
            .then((checked) => {
              if ('problem' in checked) throw accountNameError(checked.problem)
              return namesApiOf(kit).suggestions(label, controller.signal)
            })
            .then(([first, ...rest]) => {
              if (controller.signal.aborted) return resolve(undefined)
              if (!first) return resolve(undefined)
              resolve({
                label,
                name: first.name,
                available: !first.registered,
                suggestions: rest.filter((entry) => !entry.registered),
              })
            })
            .catch((error: unknown) =>
              controller.signal.aborted ? resolve(undefined) : reject(error),
            )
        }, delayMs)
      })
    },
    cancel,
  }
}
