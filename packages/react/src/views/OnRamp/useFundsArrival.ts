import { useEffect, useState } from 'react'
import { selectAccountState } from '../../hooks/accountState.js'
import type { UiKit } from '../../kit/types.js'
import { assetAmount } from './assetAmount.js'

/**
 * How often the balance is read again while waiting (`pollMs`, 4 s) and how long the modal waits
 * for a purchase to arrive before it says so (`waitMs`, 15 minutes). Tests shorten them.
 */
export const ONRAMP_TIMING = { pollMs: 4_000, waitMs: 15 * 60_000 }

export type Arrival =
  | { state: 'waiting'; secondsLeft: number }
  | { state: 'arrived'; received: number }
  | { state: 'timeout' }

/**
 * Waits for the bought asset to arrive: reads the account's balances again every `ONRAMP_TIMING.pollMs`
 * (past the kit's caches) and compares the asset's amount with what it was when the wait began
 * (a new wait is a new mount of the component). Gives up after `ONRAMP_TIMING.waitMs`; the visitor can always stop.
 */
export function useFundsArrival(kit: UiKit, symbol: string): Arrival {
  const [arrival, setArrival] = useState<Arrival>({
    state: 'waiting',
    secondsLeft: ONRAMP_TIMING.waitMs / 1000,
  })
  useEffect(() => {
    const read = () => assetAmount(selectAccountState(kit.stores.chain.getState()), symbol)
    let baseline = read()
    const deadline = Date.now() + ONRAMP_TIMING.waitMs
    let stopped = false
    setArrival({ state: 'waiting', secondsLeft: ONRAMP_TIMING.waitMs / 1000 })
    const check = () => {
      if (stopped) return
      const now = read()
      if (baseline === undefined) baseline = now
      else if (now !== undefined && now > baseline) {
        stopped = true
        setArrival({ state: 'arrived', received: now - baseline })
      }
    }
    const unsubscribe = kit.stores.chain.subscribe(check)
    const poll = setInterval(() => {
      if (stopped) return clearInterval(poll)
      if (Date.now() >= deadline) {
        stopped = true
        setArrival({ state: 'timeout' })
        return
      }
      setArrival((current) =>
        current.state === 'waiting'
          ? { state: 'waiting', secondsLeft: Math.ceil((deadline - Date.now()) / 1000) }
          : current,
      )
      kit.refreshBalances().catch(() => {
        // A failed read is tried again at the next tick; the deadline still applies.
      })
    }, ONRAMP_TIMING.pollMs)
    return () => {
      stopped = true
      unsubscribe()
      clearInterval(poll)
    }
  }, [kit, symbol])

  return arrival
}
