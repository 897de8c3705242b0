import type { View } from '@gangway/core'
import { ERROR_CATALOGUE, isKitError, KitError } from '@gangway/core/common'
import type { EmbeddedLogin } from '@gangway/core/embedded'
import { errorText } from '@gangway/core/internal'
import { useEffect, useState } from 'react'
import type { MessageId } from '../../i18n/messages/en/index.js'
import type { Translate } from '../../i18n/translate.js'
import type { UiKit } from '../../kit/types.js'
import { loadEmbeddedLogin } from './loadEmbeddedLogin.js'

export type { EmbeddedLogin }
export { loadEmbeddedLogin }

export type EmbeddedLoad =
  | { status: 'loading' }
  | { status: 'ready'; login: EmbeddedLogin }
  | { status: 'error'; error: unknown }

/** Loads the login API once per mount (again after `retry`); the view shows `status`. */
export function useEmbeddedLogin(kit: UiKit): EmbeddedLoad & { retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<EmbeddedLoad>({ status: 'loading' })
  useEffect(() => {
    let live = true
    // Retries only: the first render already says 'loading'.
    if (attempt > 0) setLoad({ status: 'loading' })
    loadEmbeddedLogin(kit).then(
      (login) => {
        if (live) setLoad({ status: 'ready', login })
      },
      (error: unknown) => {
        if (live) setLoad({ status: 'error', error })
      },
    )
    return () => {
      live = false
    }
  }, [kit, attempt])
  return { ...load, retry: () => setAttempt((count) => count + 1) }
}

/**
 * The text a login view shows for a failure, in the modal's locale when `t` is given: the kit
 * error's short text (the cooldown's 'Please try again after N seconds', 'Request was aborted', …;
 * a refused RPC call as its `ui` text 'Action not allowed'), the frame's own message, else 'An
 * error occurred'.
 */
export function embeddedErrorText(error: unknown, t?: Translate<MessageId>): string {
  const notAllowed =
    isKitError(error, 'RPC_NOT_ALLOWED') ||
    (error instanceof Error && error.message === errorText('RPC_NOT_ALLOWED'))
  if (notAllowed) return t ? t('embedded.actionNotAllowed') : ERROR_CATALOGUE.RPC_NOT_ALLOWED.ui
  if (isKitError(error)) return t ? t.error(error) : error.shortMessage
  if (error instanceof Error && error.message) return error.message
  return t ? t.error(new KitError('FRAME_ERROR')) : errorText('FRAME_ERROR')
}

/** Seconds a RETRY_AFTER error asks to wait (its message 'Please try again after N seconds'). */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isKitError(error, 'RETRY_AFTER')) return undefined
  const seconds = Number(/(\d+)/.exec(error.shortMessage)?.[1])
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined
}

/**
 * After a login resolved: the kit shows the account itself (`connectOtp` & co. route to
 * Account); should the view still be on screen, it moves on to Account so nothing hangs.
 */
export function showAccountIfStillOn(kit: UiKit, view: View): void {
  const router = kit.stores.router.getState()
  if (router.view === view && kit.getAccount().isConnected) kit.controllers.router.reset('Account')
}

/** When the last code or device mail went out (the kit's login cache), if it knows. */
export function lastCodeSentAt(kit: UiKit): number | undefined {
  return kit.controllers.storage.getEmbeddedLogin().lastEmailLoginTime
}
