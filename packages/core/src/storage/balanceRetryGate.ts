import { TIMING } from '../constants.js'

/**
 * Spec §5/§8: after 'Token Balance Unavailable' a token-balance fetch may be retried only once
 * 30 s have passed since the failure.
 */
export interface BalanceRetryGate {
  /** True when no failure was recorded, or the last one is at least 30 s old. */
  canRetry(): boolean
  /** Records a failed fetch now. */
  markFailure(): void
  /** When the last failure happened (the send state's `lastRetry`), if any. */
  lastFailureAt(): number | undefined
  reset(): void
}

export function createBalanceRetryGate({
  now = () => Date.now(),
  gapMs = TIMING.TOKEN_BALANCE_RETRY_GAP_MS,
}: {
  now?: () => number
  gapMs?: number
} = {}): BalanceRetryGate {
  let lastFailure: number | undefined
  return {
    canRetry: () => lastFailure === undefined || now() - lastFailure >= gapMs,
    markFailure: () => {
      lastFailure = now()
    },
    lastFailureAt: () => lastFailure,
    reset: () => {
      lastFailure = undefined
    },
  }
}
