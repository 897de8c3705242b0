// The conformance suite's own test: every check passes against a well-behaved in-memory adapter
// and fails against one broken in the way the check is about (a check that cannot fail is no check).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  leakedTimers,
  MEMORY_ADDRESSES,
  MemoryAdapter,
  type MemoryAdapterDefect,
  MemoryWallet,
  memoryNetworks,
} from './memoryFamily.testing.js'
import {
  CONFORMANCE_CHECKS,
  conformanceCheck,
  runConformanceCheck,
} from './runAdapterConformance.js'
import type { ConformanceEnvironment } from './types.js'

/** A stand-in node: counts the HTTP requests it gets. */
let node: Server
let nodeRequests = 0
let nodeUrl = ''
beforeAll(async () => {
  node = createServer((_request, response) => {
    nodeRequests++
    response.end('{}')
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => node.close(resolve)))
afterEach(() => {
  for (const timer of leakedTimers.splice(0)) clearInterval(timer)
})

function memoryEnvironment(
  defects: MemoryAdapterDefect[] = [],
  overrides: Partial<ConformanceEnvironment<MemoryWallet>> = {},
): ConformanceEnvironment<MemoryWallet> {
  let wallet: MemoryWallet | undefined
  return {
    networks: memoryNetworks,
    createAdapter: (driver) => new MemoryAdapter(driver, new Set(defects), { url: nodeUrl }),
    installWallet: () => {
      wallet = new MemoryWallet()
      return wallet
    },
    switchNetwork: memoryNetworks[1],
    send: {
      to: MEMORY_ADDRESSES[1],
      amount: 1000n,
      readBalance: async (address) => wallet?.balances.get(address) ?? 0n,
    },
    capabilities: { getAccounts: (getAccounts, { result }) => getAccounts({ id: result.id }) },
    countNodeRequests: () => nodeRequests,
    waitMs: 200,
    ...overrides,
  }
}

/** Each check, an adapter (or a declaration) that must make it fail, and what the failure says. */
const BROKEN: [
  check: string,
  defect: MemoryAdapterDefect | undefined,
  because: string,
  overrides?: Partial<ConformanceEnvironment<MemoryWallet>>,
][] = [
  ['setup', 'connectorOfAnotherNamespace', "expected 'solana' to be 'eip155'"],
  ['connect', 'invalidAddress', 'address not-an-address'],
  ['connect', 'unknownChain', "to include '99'"],
  ['reject', 'rawRejection', "to be 'USER_REJECTED'"],
  ['restore', 'forgetsOnReload', 'restore answered null'],
  ['restoreRevoked', 'restoresRevokedSite', 'to be null'],
  ['provider', 'keepsProviderAfterDisconnect', 'to be undefined'],
  ['switchNetwork', 'noNetworkChangedEvent', "no 'networkChanged'"],
  // Declared unsupported, but the adapter switches: the declaration is checked too.
  [
    'switchNetworkUnsupported',
    undefined,
    "to be 'METHOD_NOT_SUPPORTED'",
    { switchNetwork: 'unsupported' },
  ],
  ['sign', 'badSignature', 'expected false to be true'],
  ['signReject', 'signsDespiteRefusal', "expected 'resolved' to be 'USER_REJECTED'"],
  ['send', 'sendsNothing', 'expected 0n to be 1000n'],
  [
    'sendUnsupported',
    'unsupportedWithPlainError',
    "to be 'METHOD_NOT_SUPPORTED'",
    { send: 'unsupported' },
  ],
  ['balance', 'wrongBalance', 'expected 1000000000000000001n'],
  ['balanceUnsupported', undefined, "to be 'METHOD_NOT_SUPPORTED'", { balance: 'unsupported' }],
  ['capabilities', 'capabilityNotAFunction', "capability getAccounts: expected 'string'"],
  // A capability the adapter has but the author did not declare.
  ['capabilities', undefined, 'declared capabilities', { capabilities: {} }],
  ['accountChanged', 'ignoresAccountChange', "no 'accountChanged'"],
  ['walletDisconnect', 'ignoresWalletDisconnect', "no 'disconnect'"],
  ['destroyEvents', 'emitsAfterDestroy', 'to deeply equal []'],
  ['destroyDuringConnect', 'connectsAfterDestroy', 'connect resolved after destroy'],
  ['destroyDuringRestore', 'restoresAfterDestroy', 'restore answered a session'],
  ['destroyLeavesNothing', 'leaksTimer', 'timers left'],
  ['destroyLeavesNothing', 'leaksWalletListener', 'listeners left'],
  ['destroyLeavesNothing', 'requestsAfterDestroy', 'node requests after destroy'],
]

describe('the adapter conformance suite', () => {
  it.each(
    CONFORMANCE_CHECKS.filter((check) => check.applies?.(memoryEnvironment()) ?? true).map(
      (check) => [check.id],
    ),
  )('%s passes against a well-behaved adapter', async (id) => {
    await runConformanceCheck(conformanceCheck(id), memoryEnvironment())
  })

  const cases = BROKEN.map(([id, defect, because, overrides]) => {
    const declared = Object.entries(overrides ?? {}).map(([key, value]) => `${key}: ${value}`)
    return [
      id,
      defect ?? `declared ${declared.join(', ') || 'as is'}`,
      defect,
      because,
      overrides,
    ] as const
  })
  it.each(cases)('%s fails against %s', async (id, _label, defect, because, overrides) => {
    const env = memoryEnvironment(defect ? [defect] : [], overrides)
    const check = conformanceCheck(id)
    expect(check.applies?.(env) ?? true, `${id} applies`).toBe(true)
    const error = await runConformanceCheck(check, env).then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toContain(because)
  })

  it('every check has a broken adapter that fails it', () => {
    const covered = new Set(BROKEN.map(([id]) => id))
    expect(CONFORMANCE_CHECKS.map((check) => check.id).filter((id) => !covered.has(id))).toEqual([])
  })
})
