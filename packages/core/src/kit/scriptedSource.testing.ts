import { expect, vi } from 'vitest'

/**
 * A data source whose answers a test gives one by one (kernel tests only): each call records its
 * query and waits; `answer` resolves and `fail` rejects the oldest waiting call.
 */
export function scriptedCalls<Query>() {
  const queries: Query[] = []
  const answers: ((value: unknown) => void)[] = []
  const failures: ((error: unknown) => void)[] = []
  return {
    queries,
    call(query: Query): Promise<unknown> {
      queries.push(query)
      return new Promise((resolve, reject) => {
        answers.push(resolve)
        failures.push(reject)
      })
    },
    answer(value: unknown) {
      failures.shift()
      answers.shift()?.(value)
    },
    fail(error: unknown) {
      answers.shift()
      failures.shift()?.(error)
    },
  }
}

/** A lazily loaded reader asks its source a tick later: wait until `count` queries were made. */
export const waitForQueries = (api: { queries: unknown[] }, count: number) =>
  vi.waitFor(() => expect(api.queries).toHaveLength(count), { timeout: 2000, interval: 5 })
