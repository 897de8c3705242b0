import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '../../constants.js'
import { KitError } from '../../errors/KitError.js'
import { createSnackbarController, SNACKBAR_AUTO_HIDE_MS } from './snackbarController.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('snackbar', () => {
  it('shows loading, success and error variants with their message', () => {
    const snackbar = createSnackbarController()
    snackbar.showLoading('Transaction started', { autoClose: false })
    expect(snackbar.getState()).toMatchObject({
      open: true,
      message: 'Transaction started',
      variant: 'loading',
    })
    snackbar.hide()
    snackbar.showSuccess('Link copied')
    expect(snackbar.getState()).toMatchObject({ open: true, variant: 'success' })
    snackbar.hide()
    snackbar.showError('Something went wrong', { icon: 'warning' })
    expect(snackbar.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Something went wrong',
      icon: 'warning',
    })
  })

  it('a kit error (showError, showSuccess): its short text, with its code and params for the modal to translate', () => {
    const snackbar = createSnackbarController()
    snackbar.showError(new KitError('RETRY_AFTER', { params: { seconds: 12 } }))
    expect(snackbar.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Please try again after 12 seconds',
      code: 'RETRY_AFTER',
      params: { seconds: 12 },
    })
    snackbar.hide()
    vi.advanceTimersByTime(TIMING.SNACKBAR_RESHOW_DELAY_MS)
    snackbar.showError('Could not copy the link')
    expect(snackbar.getState()).toMatchObject({ message: 'Could not copy the link' })
    expect(snackbar.getState().code).toBeUndefined()
    expect(snackbar.getState().params).toBeUndefined()
    snackbar.hide()
    vi.advanceTimersByTime(TIMING.SNACKBAR_RESHOW_DELAY_MS)
    snackbar.showSuccess(new KitError('SEND_STARTED'))
    expect(snackbar.getState()).toMatchObject({
      variant: 'success',
      message: 'Transaction started',
      code: 'SEND_STARTED',
    })
  })

  it('autoClose defaults to true: the message hides after SNACKBAR_AUTO_HIDE_MS', () => {
    const snackbar = createSnackbarController()
    snackbar.showSuccess('Link copied')
    expect(snackbar.getState().autoClose).toBe(true)
    vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1)
    expect(snackbar.getState().open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(2200)
    expect(snackbar.getState().open).toBe(false)
  })

  it('autoClose false keeps the message until hide()', () => {
    const snackbar = createSnackbarController()
    snackbar.showLoading('Signing', { autoClose: false })
    vi.advanceTimersByTime(60_000)
    expect(snackbar.getState().open).toBe(true)
    snackbar.hide()
    expect(snackbar.getState().open).toBe(false)
  })

  it('a new message first closes the open one and appears 150 ms later', () => {
    const snackbar = createSnackbarController()
    snackbar.showLoading('Signing', { autoClose: false })
    snackbar.showSuccess('Signed')
    expect(snackbar.getState()).toMatchObject({ open: false, message: 'Signing' })
    vi.advanceTimersByTime(149)
    expect(snackbar.getState().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(TIMING.SNACKBAR_RESHOW_DELAY_MS).toBe(150)
    expect(snackbar.getState()).toMatchObject({ open: true, message: 'Signed', variant: 'success' })
  })

  it('the replaced message’s auto-hide does not close the new one', () => {
    const snackbar = createSnackbarController()
    snackbar.showSuccess('First')
    vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 100)
    snackbar.showError('Second')
    vi.advanceTimersByTime(150 + 200)
    expect(snackbar.getState()).toMatchObject({ open: true, message: 'Second' })
    vi.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 200)
    expect(snackbar.getState().open).toBe(false)
  })

  it('during the 150 ms gap, the newest message wins', () => {
    const snackbar = createSnackbarController()
    snackbar.showSuccess('First')
    snackbar.showSuccess('Second')
    vi.advanceTimersByTime(100)
    snackbar.showError('Third')
    vi.advanceTimersByTime(150)
    expect(snackbar.getState()).toMatchObject({ open: true, message: 'Third', variant: 'error' })
  })

  it('hide during the gap cancels the pending message', () => {
    const snackbar = createSnackbarController()
    snackbar.showSuccess('First')
    snackbar.showSuccess('Second')
    snackbar.hide()
    vi.advanceTimersByTime(1000)
    expect(snackbar.getState().open).toBe(false)
  })
})
