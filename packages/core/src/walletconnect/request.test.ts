import { afterEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '../constants.js'
import { isKitError } from '../errors/KitError.js'
import { fakeUniversalProvider } from './fakeProvider.testing.js'
import { requestTimeLimit, timedWalletConnectRequest, walletConnectRequest } from './request.js'

afterEach(() => {
  vi.useRealTimers()
})

const SIGN = { method: 'personal_sign', params: ['0x6869', '0xabc'] }

/** A provider whose request never settles (a relay that went away). */
const silentProvider = () => {
  const provider = fakeUniversalProvider()
  provider.request = vi.fn(() => new Promise<never>(() => {})) as never
  return provider
}

describe('walletConnectRequest', () => {
  it('answers what the wallet answers', async () => {
    const provider = fakeUniversalProvider()
    provider.request = vi.fn(async () => '0xsig') as never
    await expect(
      walletConnectRequest(provider, SIGN, 'eip155:1', { namespace: 'eip155' }),
    ).resolves.toBe('0xsig')
    expect(provider.request).toHaveBeenCalledWith(SIGN, 'eip155:1')
  })

  it('a wallet that never answers ends with WALLET_TIMEOUT at the time limit', async () => {
    vi.useFakeTimers()
    const request = walletConnectRequest(silentProvider(), SIGN, 'eip155:1', {
      namespace: 'eip155',
      timeoutMs: 1500,
    }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1499)
    expect(vi.getTimerCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    const error = await request
    expect(isKitError(error) && error.code).toBe('WALLET_TIMEOUT')
    expect((error as Error).message).toBe(
      'The wallet did not answer\n\nThe eip155 wallet did not answer personal_sign within 2 seconds.',
    )
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a refusal is USER_REJECTED; an abort is REQUEST_ABORTED and clears the timer', async () => {
    const refusing = fakeUniversalProvider()
    refusing.request = vi.fn(async () => {
      throw Object.assign(new Error('User rejected.'), { code: 5000 })
    }) as never
    await expect(
      walletConnectRequest(refusing, SIGN, 'eip155:1', { namespace: 'eip155' }),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' })

    vi.useFakeTimers()
    const abort = new AbortController()
    const pending = walletConnectRequest(silentProvider(), SIGN, 'eip155:1', {
      namespace: 'eip155',
      signal: abort.signal,
    }).catch((error: unknown) => error)
    abort.abort()
    expect(await pending).toMatchObject({ code: 'REQUEST_ABORTED' })
    expect(vi.getTimerCount()).toBe(0)

    const untouched = silentProvider()
    await expect(
      walletConnectRequest(untouched, SIGN, 'eip155:1', {
        namespace: 'eip155',
        signal: abort.signal,
      }),
    ).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    expect(untouched.request).not.toHaveBeenCalled()
  })

  it('the time limit is a positive finite number of ms, else the default', () => {
    expect(requestTimeLimit(2500)).toBe(2500)
    for (const bad of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, '3000'])
      expect(requestTimeLimit(bad)).toBe(TIMING.WALLET_REQUEST_TIMEOUT_MS)
  })
})

describe('timedWalletConnectRequest', () => {
  it('ends a request the wallet never answers with WALLET_TIMEOUT and passes answers and errors as they are', async () => {
    vi.useFakeTimers()
    const pending = timedWalletConnectRequest(silentProvider(), SIGN, 'solana:x', {
      namespace: 'solana',
      timeoutMs: 1000,
    }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1000)
    const error = await pending
    expect(isKitError(error) && error.code).toBe('WALLET_TIMEOUT')
    expect(String((error as Error).message)).toContain('solana')
    expect(vi.getTimerCount()).toBe(0)
    vi.useRealTimers()

    const answering = fakeUniversalProvider()
    answering.request = vi.fn(async () => ({ signature: 'sig' })) as never
    await expect(
      timedWalletConnectRequest(answering, SIGN, 'solana:x', { namespace: 'solana' }),
    ).resolves.toEqual({ signature: 'sig' })
    const refusal = Object.assign(new Error('User rejected.'), { code: 5000 })
    const refusing = fakeUniversalProvider()
    refusing.request = vi.fn(async () => Promise.reject(refusal)) as never
    await expect(
      timedWalletConnectRequest(refusing, SIGN, 'solana:x', { namespace: 'solana' }),
    ).rejects.toBe(refusal)
  })
})
