import { describe, expect, it } from 'vitest'
import { KitError } from '../../errors/KitError.js'
import { createEventBus } from '../../events/createEventBus.js'
import { createAlertController } from './alertController.js'

function setup() {
  const events = createEventBus()
  return { events, alert: createAlertController({ events }) }
}

describe('alert', () => {
  it('open shows a short and a long message with a variant, and sends ALERT_SHOWN', () => {
    const { alert, events } = setup()
    alert.open({ shortMessage: 'Heads up', longMessage: 'Something to know' }, 'warning')
    expect(alert.getState()).toEqual({
      open: true,
      shortMessage: 'Heads up',
      longMessage: 'Something to know',
      variant: 'warning',
    })
    const last = events.history().at(-1)
    expect(last?.name).toBe('ALERT_SHOWN')
    expect(last?.properties).toEqual({ shortMessage: 'Heads up', longMessage: 'Something to know' })
  })

  it('the variant defaults to error', () => {
    const { alert } = setup()
    alert.open({ shortMessage: 'Oops' })
    expect(alert.getState()).toMatchObject({ variant: 'error', open: true })
    expect(alert.getState().longMessage).toBeUndefined()
  })

  it('close hides it', () => {
    const { alert } = setup()
    alert.open({ shortMessage: 'Oops' }, 'info')
    alert.close()
    expect(alert.getState().open).toBe(false)
  })

  it('showError(code) uses the catalogue short and long texts', () => {
    const { alert, events } = setup()
    alert.showError('ALERT_NETWORK_NOT_FOUND')
    expect(alert.getState()).toMatchObject({
      open: true,
      variant: 'error',
      shortMessage: 'Network Not Found',
      longMessage: 'Network not found - please make sure it is included in the networks list',
    })
    expect(events.history().at(-1)?.properties).toEqual({
      shortMessage: 'Network Not Found',
      longMessage: 'Network not found - please make sure it is included in the networks list',
    })
  })

  it('showError(code) fills params and works without a long text', () => {
    const { alert } = setup()
    alert.showError('RETRY_AFTER', { seconds: 12 })
    expect(alert.getState().shortMessage).toBe('Please try again after 12 seconds')
    expect(alert.getState().longMessage).toBeUndefined()
  })

  it('showError(KitError) uses the error’s texts', () => {
    const { alert } = setup()
    alert.showError(new KitError('INCORRECT_AMOUNT'))
    expect(alert.getState()).toMatchObject({
      shortMessage: 'Incorrect amount',
      longMessage: 'Please enter a valid amount',
    })
  })

  it('showError keeps the error’s code and params (the modal translates them); open clears them', () => {
    const { alert } = setup()
    alert.showError('RETRY_AFTER', { seconds: 12 })
    expect(alert.getState()).toMatchObject({ code: 'RETRY_AFTER', params: { seconds: 12 } })
    alert.showError(new KitError('INCORRECT_AMOUNT'))
    expect(alert.getState().code).toBe('INCORRECT_AMOUNT')
    expect(alert.getState().params).toBeUndefined()
    alert.open({ shortMessage: 'Heads up' }, 'info')
    expect(alert.getState().code).toBeUndefined()
    expect(alert.getState().params).toBeUndefined()
  })
})
