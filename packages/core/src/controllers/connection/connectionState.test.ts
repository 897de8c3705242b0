import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConnectionState, isPairingExpired } from './connectionState.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('pairing URI lifetime (spec §4)', () => {
  it('lives 4 minutes from setWcUri', () => {
    vi.useFakeTimers()
    vi.setSystemTime(1_000_000)
    const state = createConnectionState()
    state.setWcUri('wc:abc@2?relay-protocol=irn&symKey=1')
    expect(state.getState().wcUri).toBe('wc:abc@2?relay-protocol=irn&symKey=1')
    expect(state.getState().wcPairingExpiry).toBe(1_000_000 + 240_000)
  })

  it('counts as expired when 10 s or less is left', () => {
    vi.useFakeTimers()
    vi.setSystemTime(0)
    const state = createConnectionState()
    expect(state.isPairingExpired()).toBe(true)
    state.setWcUri('wc:1')
    vi.advanceTimersByTime(229_999)
    expect(state.isPairingExpired()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(state.isPairingExpired()).toBe(true)
  })

  it('isPairingExpired(expiry, now) is pure', () => {
    expect(isPairingExpired(100_000, 89_999)).toBe(false)
    expect(isPairingExpired(100_000, 90_000)).toBe(true)
    expect(isPairingExpired(100_000, 200_000)).toBe(true)
    expect(isPairingExpired(undefined, 0)).toBe(true)
  })
})

describe('connection state', () => {
  it('holds no connection status: each namespace keeps its own in its account state', () => {
    expect(Object.keys(createConnectionState().getState())).not.toContain('status')
  })

  it('clearPairing clears wcUri, expiry, linking, recent wallet, error and buffering', () => {
    const state = createConnectionState({ now: () => 5 })
    state.setWcUri('wc:1')
    state.setWcLinking({ href: 'metamask://', name: 'MetaMask' })
    state.setRecentWallet({ id: 'w' })
    state.setBuffering(true)
    state.setWcError(true)
    state.setWcBasic(true)
    state.clearPairing()
    expect(state.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      buffering: false,
      wcBasic: true,
    })
  })
})
