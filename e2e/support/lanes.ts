import { availableParallelism } from 'node:os'

/**
 * How many files of the browser suite run at once, each in a worker with its own Chromium and
 * its own lane (the global setup starts one lane per worker: chains, nodes, server, database,
 * mailbox, app build). Most of a browser test is waiting on the page, a node or the server, so
 * one more worker than cores keeps both cores busy; `GANGWAY_E2E_WORKERS` overrides it.
 */
export const E2E_WORKERS =
  Number(process.env.GANGWAY_E2E_WORKERS) || Math.max(2, availableParallelism() + 1)

/** This worker's lane: vitest numbers its workers 1…maxWorkers in `VITEST_POOL_ID`. */
export function laneIndex(lanes: number): number {
  const pool = Number(process.env.VITEST_POOL_ID) || 1
  return (pool - 1) % lanes
}

/** The chain (of the first lane) with the suite's one bundler: the embedded smart account's. */
export const SMART_ACCOUNT_CHAIN_INDEX = 1
