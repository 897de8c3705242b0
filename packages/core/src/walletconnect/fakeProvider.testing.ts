import { vi } from 'vitest'
import type { UniversalProviderLike } from '../adapters/types.js'

/** A UniversalProvider stand-in for the kernel's tests (not exported from the package). */
export const fakeUniversalProvider = (): UniversalProviderLike => ({
  session: undefined,
  connect: vi.fn(async () => undefined),
  disconnect: vi.fn(async () => undefined),
  request: vi.fn(async () => undefined) as never,
  on: vi.fn(),
  removeListener: vi.fn(),
})

type Listener = (...args: any[]) => void

/**
 * A UniversalProvider stand-in that behaves like the real one around a pairing: each `connect`
 * emits `display_uri` with a fresh URI and waits until the test calls `approve` (sets the
 * session, resolves the latest connect) or `fail` (rejects it). `emit` fires provider events
 * (session_delete, session_event, ...).
 */
export function scriptedUniversalProvider() {
  const listeners = new Map<string, Set<Listener>>()
  const attempts: { uri: string; params: any; resolve(): void; reject(e: unknown): void }[] = []
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  const provider = {
    session: undefined as UniversalProviderLike['session'],
    attempts,
    requests: [] as { method: string; params?: unknown; chain?: string }[],
    connect: vi.fn(
      (params: unknown) =>
        new Promise<void>((resolve, reject) => {
          const uri = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${attempts.length + 1}`
          attempts.push({ uri, params, resolve, reject })
          queueMicrotask(() => emit('display_uri', uri))
        }),
    ),
    disconnect: vi.fn(async () => {
      provider.session = undefined
    }),
    request: vi.fn(async (args: { method: string; params?: unknown }, chain?: string) => {
      provider.requests.push({ ...args, ...(chain ? { chain } : {}) })
      return provider.answer(args.method)
    }) as any,
    answer: (_method: string): unknown => '0xsignature',
    on: vi.fn((event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    }),
    removeListener: vi.fn((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    }),
    emit,
    /** How many listeners an event has (to check that nothing is left behind). */
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    /** The wallet approves: `accounts` are CAIP-10 (`eip155:1:0x...`). Resolves the latest connect. */
    approve(accounts: string[], attempt = attempts.length - 1) {
      const namespaces: Record<string, { accounts: string[]; chains: string[] }> = {}
      for (const account of accounts) {
        const [ns, chainId] = account.split(':')
        const entry = namespaces[ns!] ?? { accounts: [], chains: [] }
        namespaces[ns!] = entry
        entry.accounts.push(account)
        if (!entry.chains.includes(`${ns}:${chainId}`)) entry.chains.push(`${ns}:${chainId}`)
      }
      provider.session = { topic: 'session-topic', namespaces }
      attempts[attempt]?.resolve()
    },
    fail(error: unknown, attempt = attempts.length - 1) {
      attempts[attempt]?.reject(error)
    },
  }
  return provider
}

export type ScriptedUniversalProvider = ReturnType<typeof scriptedUniversalProvider>
