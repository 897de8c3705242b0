/** What a wallet that never answers rejects with (see `withTimeLimit`). */
export const TIMED_OUT = 'timeout' as const

/**
 * How long a view waits for the wallet's answer before offering a retry (the kit's choice: a
 * person reads the wallet's prompt; a wallet that never answers must not hold the modal).
 */
export const WALLET_WAIT_MS = 60_000

/** `work`, or a rejection with TIMED_OUT after `ms`; the timer is cleared either way. */
export async function withTimeLimit<T>(work: Promise<T>, ms = WALLET_WAIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(TIMED_OUT), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}
