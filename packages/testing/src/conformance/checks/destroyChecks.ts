import { expect } from 'vitest'
import { recordAdapterEvents } from '../adapterEvents.js'
import { quiet, settle } from '../conformanceRun.js'
import { describeTimer, trackTimers } from '../timerTracker.js'
import type { ConformanceCheck } from './check.js'

/** How long the suite watches for timers, requests and events after a destroy. */
const AFTER_DESTROY_MS = 300
/** How long timers created before the destroy may take to run out. */
const TIMERS_DRAIN_MS = 1500
/**
 * How long a request the adapter starts at or after destroy may take to reach the node: the
 * check watches the node's count that long (a loaded machine took over 300 ms to deliver one).
 */
const NODE_QUIET_MS = 1500

/** Records the adapter's events; `afterDestroy()` lists those emitted since `destroyed()`. */
function watchAcrossDestroy(adapter: Parameters<typeof recordAdapterEvents>[0]) {
  const events = recordAdapterEvents(adapter)
  let atDestroy = Number.POSITIVE_INFINITY
  let later: typeof events = []
  return {
    destroyed() {
      atDestroy = events.length
      later = recordAdapterEvents(adapter) // listeners added after destroy hear nothing either
    },
    afterDestroy: () => [...events.slice(atDestroy), ...later],
  }
}

export const destroyChecks: ConformanceCheck[] = [
  {
    id: 'destroyEvents',
    title: 'after destroy no event fires, even when the wallet emits',
    async run(run) {
      const { adapter } = await run.connect()
      const before = recordAdapterEvents(adapter)
      await run.destroy(adapter)
      const after = recordAdapterEvents(adapter) // listeners added after destroy hear nothing either
      await run.wallet.switchAccount()
      await run.wallet.disconnect()
      await quiet(AFTER_DESTROY_MS)
      expect([...before, ...after]).toEqual([])
    },
  },
  {
    id: 'destroyDuringConnect',
    title: 'a connect in flight at destroy opens no session',
    async run(run) {
      const listenersBefore = run.wallet.listenerCount()
      const adapter = await run.load()
      const events = watchAcrossDestroy(adapter)
      const held = run.wallet.holdNext()
      const connecting = settle(adapter.connect({ id: run.wallet.connectorId }))
      await held.asked
      await run.destroy(adapter)
      events.destroyed()
      held.approve()
      const outcome = await connecting
      await quiet()
      expect('error' in outcome, 'connect resolved after destroy').toBe(true)
      expect(adapter.getProvider()).toBeUndefined()
      expect(events.afterDestroy(), 'events after destroy').toEqual([])
      expect(run.wallet.listenerCount(), 'listeners left on the wallet').toBe(listenersBefore)
    },
  },
  {
    id: 'destroyDuringRestore',
    title: 'a restore in flight at destroy opens no session',
    async run(run) {
      const first = await run.connect()
      await run.destroy(first.adapter)
      await quiet()
      const listenersBefore = run.wallet.listenerCount()
      const adapter = await run.load()
      const events = watchAcrossDestroy(adapter)
      const restoring = settle(
        adapter.restore({ id: first.result.id, chainId: first.result.chainId }),
      )
      await run.destroy(adapter)
      events.destroyed()
      const outcome = await restoring
      await quiet()
      expect('value' in outcome && outcome.value !== null, 'restore answered a session').toBe(false)
      expect(adapter.getProvider()).toBeUndefined()
      expect(events.afterDestroy(), 'events after destroy').toEqual([])
      expect(run.wallet.listenerCount(), 'listeners left on the wallet').toBe(listenersBefore)
    },
  },
  {
    id: 'destroyLeavesNothing',
    title: 'destroy leaves no timer, no listener and no request behind',
    async run(run) {
      const listenersBefore = run.wallet.listenerCount()
      const timers = trackTimers()
      try {
        const { adapter, result, network } = await run.connect()
        // Use the adapter as a host would, so whatever it starts on the way has to stop.
        const message = 'Gangway conformance: destroy'
        await adapter.signMessage({ message, address: result.address })
        const send = run.env.send
        if (typeof send === 'object') {
          if (run.env.balance !== 'unsupported')
            await adapter.getBalance({ address: result.address, caipNetwork: network })
          const value = send.amount
          await adapter.sendTransaction({ to: send.to, value, address: result.address })
        }
        await quiet(AFTER_DESTROY_MS) // some time later, the page destroys the kit
        await run.destroy(adapter)
        const nodeRequests = run.env.countNodeRequests?.()
        const walletRequests = run.wallet.requestCount()
        await quiet(AFTER_DESTROY_MS)
        // A library's last short timers (an idle socket's close, a poll that sees it is done)
        // may run out; a timer that is still there, or re-armed, after that is left behind.
        const ignored = run.env.ignoreTimer ?? (() => false)
        const left = () => timers.pending().filter((timer) => !ignored(timer))
        const started = Date.now()
        while (left().length > 0 && Date.now() - started < TIMERS_DRAIN_MS) await quiet(25)
        expect(left().map(describeTimer), 'timers left').toEqual([])
        expect(run.wallet.listenerCount(), 'listeners left').toBe(listenersBefore)
        const count = run.env.countNodeRequests
        for (const watched = Date.now(); count && Date.now() - watched < NODE_QUIET_MS; ) {
          if (count() !== nodeRequests) break
          await quiet(25)
        }
        expect(run.env.countNodeRequests?.(), 'node requests after destroy').toBe(nodeRequests)
        expect(run.wallet.requestCount(), 'wallet requests after destroy').toBe(walletRequests)
      } finally {
        timers.stop()
      }
    },
  },
]
