import { afterAll, beforeAll, describe, it } from 'vitest'
import type { ConformanceCheck } from './checks/check.js'
import { connectionChecks } from './checks/connectionChecks.js'
import { destroyChecks } from './checks/destroyChecks.js'
import { operationChecks } from './checks/operationChecks.js'
import { ConformanceRun } from './conformanceRun.js'
import type { AdapterConformanceSuite, ConformanceEnvironment, WalletDriver } from './types.js'

/** Every check of the suite, in the order they run. */
export const CONFORMANCE_CHECKS: readonly ConformanceCheck[] = [
  ...connectionChecks,
  ...operationChecks,
  ...destroyChecks,
]

/** The check with this id (for running one check on its own, e.g. against a broken adapter). */
export function conformanceCheck(id: string): ConformanceCheck {
  const check = CONFORMANCE_CHECKS.find((candidate) => candidate.id === id)
  if (!check) throw new Error(`No conformance check '${id}'.`)
  return check
}

/**
 * Runs one check against the environment with a freshly installed wallet, then destroys every
 * adapter it loaded and removes the wallet. Rejects when the adapter fails the check.
 */
export async function runConformanceCheck<D extends WalletDriver>(
  check: ConformanceCheck,
  env: ConformanceEnvironment<D>,
): Promise<void> {
  const run = new ConformanceRun(env, await env.installWallet())
  try {
    await check.run(run)
  } finally {
    await run.close()
  }
}

/**
 * Registers the adapter conformance suite with vitest: one `describe` with an `it` for each
 * check that applies to the environment `start` returns (nodes and relays are started once in
 * `beforeAll`, stopped in `afterAll`; each check gets a fresh wallet).
 *
 * @example
 * runAdapterConformance({
 *   name: 'CosmosAdapter',
 *   async start() {
 *     const node = await startMyNode()
 *     return {
 *       networks: [cosmoshub, osmosis],
 *       createAdapter: () => new CosmosAdapter(),
 *       installWallet: () => installMyTestWallet(node),
 *       switchNetwork: osmosis,
 *       send: { to: RECEIVER, amount: 1000n, readBalance: (address) => node.balance(address) },
 *       capabilities: { getAccounts: (getAccounts, { result }) => getAccounts({ id: result.id }) },
 *       stop: () => node.stop(),
 *     }
 *   },
 * })
 */
export function runAdapterConformance<D extends WalletDriver>(
  suite: AdapterConformanceSuite<D>,
): void {
  const timeout = suite.timeoutMs ?? 20_000
  describe(`${suite.name} conformance`, () => {
    let env: ConformanceEnvironment<D> | undefined
    beforeAll(async () => {
      env = await suite.start()
    }, 60_000)
    afterAll(async () => {
      await env?.stop?.()
    })
    for (const check of CONFORMANCE_CHECKS) {
      it(
        check.title,
        async (context) => {
          if (!env) throw new Error('The conformance environment did not start.')
          if (check.applies && !check.applies(env)) {
            context.skip()
            return
          }
          await runConformanceCheck(check, env)
        },
        timeout,
      )
    }
  })
}
