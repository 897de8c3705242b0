import { errorText, isKitError, KitError } from '../../errors/KitError.js'
import { isUserRejectedError } from '../../errors/providerErrors.js'
import { createStore } from '../../store/createStore.js'
import { currentTarget, hasValidSession, targetKey } from './target.js'
import type { SiwxFlow, SiwxFlowDeps, SiwxFlowState, SiwxTarget } from './types.js'

const SIGN_VIEWS = new Set(['SIWXSignMessage', 'ConnectingSiwe'])

/** The fields of the message object the host's createMessage returned (its functions left out). */
function messageData(message: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(message).filter(([, value]) => typeof value !== 'function'),
  )
}

/** The error under the buttons after a failed attempt (spec §8 "Sign-in and authentication"). */
function failureOf(error: unknown, target: SiwxTarget): KitError {
  if (isUserRejectedError(error))
    return new KitError(
      target.isSmartAccount ? 'SMART_ACCOUNT_NOT_SUPPORTED' : 'SIGNATURE_DECLINED',
    )
  if (isKitError(error)) return error
  return new KitError('SIGNATURE_DECLINED')
}

/**
 * Spec §4 "SIWX": after connect, on restore, on account change and on network change, when no
 * valid session exists for the address and chain, SIWXSignMessage opens (close disabled while
 * required). Sign → addSession → SIWX_AUTH_SUCCESS → the modal closes. Decline → the view stays
 * with the error. Cancel → CLICK_CANCEL_SIWX; required disconnects, else closes; then Connect.
 * In optional mode, closing the modal dismisses the ask for that account and network.
 */
export function startSiwxFlow(deps: SiwxFlowDeps): SiwxFlow {
  const { siwx, chain, modal, router, events } = deps
  const required = () => siwx.getRequired?.() === true
  const store = createStore<SiwxFlowState>({
    status: 'idle',
    target: undefined,
    required: required(),
    error: undefined,
    failure: undefined,
  })
  let disposed = false
  /** The account and network last checked: the same one is not asked again. */
  let checkedKey = ''
  let signedIn: SiwxTarget | undefined
  const set = (patch: Partial<SiwxFlowState>) =>
    store.setState((draft) => {
      Object.assign(draft, patch)
    })
  const eventOf = (target: SiwxTarget) => ({
    namespace: target.namespace,
    network: target.chainId,
    isSmartAccount: target.isSmartAccount,
  })
  const onSignView = () => modal.getState().open && SIGN_VIEWS.has(router.getState().view)

  /** Leaves the ask: close enabled again; the modal closes when `close` and it shows the view. */
  const settle = (close: boolean) => {
    set({ status: 'idle', error: undefined, failure: undefined })
    modal.setCloseDisabled(false)
    if (close && onSignView()) modal.close()
  }

  const ask = async (target: SiwxTarget) => {
    const isRequired = required()
    set({ status: 'pending', target, required: isRequired, error: undefined, failure: undefined })
    modal.setCloseDisabled(isRequired)
    if (modal.getState().open) router.reset('SIWXSignMessage')
    else await modal.open({ view: 'SIWXSignMessage' })
  }

  const signOut = (previous: SiwxTarget | undefined) => {
    if (!previous || !siwx.signOutOnDisconnect) return
    siwx.revokeSession(previous.chainId, previous.address).catch((error: unknown) => {
      deps.logger?.error('Gangway could not revoke the sign-in session:', error)
    })
  }

  const check = async () => {
    if (disposed) return
    const target = currentTarget(chain)
    const key = targetKey(target)
    if (key === checkedKey) return
    checkedKey = key
    if (!target) {
      const wasAsking = store.getState().status !== 'idle'
      // A disconnect signs out (signOutOnDisconnect); an unsupported network does not.
      const namespace = signedIn?.namespace
      if (namespace && chain.getAccountState(namespace)?.status !== 'connected') {
        signOut(signedIn)
        signedIn = undefined
      }
      set({ target: undefined })
      settle(false)
      if (wasAsking && onSignView()) router.reset('Connect')
      return
    }
    set({ status: 'checking', target, error: undefined, failure: undefined })
    let sessions: Awaited<ReturnType<typeof siwx.getSessions>> = []
    try {
      sessions = await siwx.getSessions(target.chainId, target.address)
    } catch (error) {
      deps.logger?.error('Gangway could not read the sign-in sessions:', error)
    }
    if (disposed || checkedKey !== key) return
    if (Array.isArray(sessions) && hasValidSession(sessions, target)) {
      signedIn = target
      settle(true)
      return
    }
    await ask(target)
  }

  const sign = async () => {
    const { target: asked, status } = store.getState()
    if (!asked || status === 'signing') return
    // The account kind may have changed since the ask (an embedded wallet's smart account).
    const now = currentTarget(chain)
    const target = now && targetKey(now) === targetKey(asked) ? now : asked
    const key = targetKey(target)
    set({ status: 'signing', error: undefined, failure: undefined })
    events.send('CLICK_SIGN_SIWX_MESSAGE', eventOf(target))
    try {
      const message = await siwx.createMessage({
        accountAddress: target.address,
        chainId: target.chainId,
      })
      const text = message.toString()
      const adapter = deps.adapters.get(target.namespace)
      if (!adapter) throw new Error(errorText('SIWX_NO_CONNECTION_CLIENT'))
      const { signature } = await adapter.signMessage({ message: text, address: target.address })
      await siwx
        .addSession({
          data: {
            ...messageData(message),
            accountAddress: target.address,
            chainId: target.chainId,
          },
          message: text,
          signature,
        })
        .catch((error: unknown) => {
          // A smart account signed (its owner's key): the dapp could not verify it as the account's.
          throw target.isSmartAccount ? new KitError('SMART_ACCOUNT_NOT_SUPPORTED') : error
        })
      if (disposed || checkedKey !== key) return
      signedIn = target
      events.send('SIWX_AUTH_SUCCESS', eventOf(target))
      settle(true)
    } catch (error) {
      if (disposed || checkedKey !== key) return
      const failure = failureOf(error, target)
      const text = failure.shortMessage
      events.send('SIWX_AUTH_ERROR', { ...eventOf(target), message: text })
      set({ status: 'error', error: text, failure })
    }
  }

  const cancel = async () => {
    const { target, required: isRequired } = store.getState()
    if (target) events.send('CLICK_CANCEL_SIWX', eventOf(target))
    settle(false)
    if (isRequired && target) {
      await deps.disconnect(target.namespace).catch((error: unknown) => {
        deps.logger?.error('Gangway could not disconnect after the sign-in was cancelled:', error)
      })
    }
    if (modal.getState().open) modal.close()
    router.reset('Connect')
  }

  const unsubscribes = [
    chain.store.subscribe(
      () => targetKey(currentTarget(chain)),
      () => void check(),
    ),
    // Optional mode: closing the modal dismisses the ask. Required: it cannot be dismissed.
    modal.store.subscribe(
      (state) => state.open,
      (open) => {
        const { status, target } = store.getState()
        if (open || status === 'idle' || status === 'checking' || !target) return
        if (store.getState().required) void modal.open({ view: 'SIWXSignMessage' })
        else settle(false)
      },
    ),
  ]
  void check()

  return {
    store,
    sign,
    cancel,
    check,
    dispose() {
      disposed = true
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
    },
  }
}
