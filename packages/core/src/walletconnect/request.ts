import type { UniversalProviderLike } from '../adapters/types.js'
import { TIMING } from '../constants.js'
import { KitError } from '../errors/KitError.js'
import { mapProviderError } from '../errors/providerErrors.js'
import type { ChainNamespace } from '../types/chain.js'
import { withTimeout } from '../utils/withTimeout.js'

export interface WalletConnectRequestOptions {
  /** The family asked (for the error's text). */
  namespace: ChainNamespace
  /** How long the wallet may take to answer; default TIMING.WALLET_REQUEST_TIMEOUT_MS. */
  timeoutMs?: number | undefined
  /** Aborted (the adapter destroyed): the request ends at once with REQUEST_ABORTED. */
  signal?: AbortSignal | undefined
}

/** A time limit that is a positive finite number of ms, else the default. */
export function requestTimeLimit(timeoutMs: unknown): number {
  return typeof timeoutMs === 'number' && Number.isFinite(timeoutMs) && timeoutMs > 0
    ? timeoutMs
    : TIMING.WALLET_REQUEST_TIMEOUT_MS
}

/**
 * `universal.request`, ending with KitError('WALLET_TIMEOUT') once `timeoutMs` (default
 * TIMING.WALLET_REQUEST_TIMEOUT_MS) pass with no answer; the wallet's errors reach the caller as
 * they are (for adapters that map them themselves, e.g. an EIP-1193 facade whose SDK reads the
 * raw codes). A relay that went away leaves no request hanging past the limit.
 */
export function timedWalletConnectRequest<T>(
  universal: UniversalProviderLike,
  args: { method: string; params?: unknown },
  chain: string,
  options: { namespace: ChainNamespace; timeoutMs?: number | undefined },
): Promise<T> {
  const timeoutMs = requestTimeLimit(options.timeoutMs)
  return withTimeout(
    Promise.resolve().then(() => universal.request<T>(args, chain)),
    timeoutMs,
    () => timeoutError(options.namespace, args.method, timeoutMs),
  )
}

const timeoutError = (namespace: ChainNamespace, method: string, timeoutMs: number) =>
  new KitError('WALLET_TIMEOUT', {
    params: { namespace, method, seconds: Math.max(1, Math.round(timeoutMs / 1000)) },
  })

/**
 * A request to the wallet over the kit's WalletConnect session, within a time limit, so a relay
 * that dropped (or a wallet that never answers) ends it instead of leaving it hanging: the
 * wallet's answer, or KitError('WALLET_TIMEOUT') once `timeoutMs` pass without one. The session
 * is left as it is: a later request goes through once the relay is back. The visitor's refusal
 * (4001 / 5000, and the spec §8 provider messages) rejects as its KitError (`mapProviderError`),
 * an abort through `signal` as KitError('REQUEST_ABORTED'); other failures as they are.
 */
export async function walletConnectRequest<T>(
  universal: UniversalProviderLike,
  args: { method: string; params?: unknown },
  chain: string,
  options: WalletConnectRequestOptions,
): Promise<T> {
  const timeoutMs = requestTimeLimit(options.timeoutMs)
  const { signal } = options
  if (signal?.aborted) throw new KitError('REQUEST_ABORTED')
  try {
    return await withTimeout(
      Promise.resolve().then(() => universal.request<T>(args, chain)),
      timeoutMs,
      () => timeoutError(options.namespace, args.method, timeoutMs),
      signal,
    )
  } catch (error) {
    if (signal?.aborted) throw new KitError('REQUEST_ABORTED', { cause: error })
    throw mapProviderError(error) ?? error
  }
}
