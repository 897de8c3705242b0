import mitt from 'mitt'
import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { createStore } from '../store/createStore.js'
import type { ChainNamespace } from '../types/chain.js'
import { pickFrameThemeVariables } from '../validators/embeddedFrame.js'
import { createFrameChannel, type FrameChannel, type FrameRequestOptions } from './frameChannel.js'
import type { FrameEvent, FrameRequestType, FrameSuccess, FrameUser } from './messages.js'
import type { EmbeddedFrameState, EmbeddedLoginState } from './types.js'

/**
 * SYNC_THEME's payload: the kit's theme mode and the theme variables the frame takes
 * (`pickFrameThemeVariables`), so the frame's dialogs wear the kit's colours.
 */
export function frameTheme(kit: Kit) {
  const { themeMode, themeVariables } = kit.stores.theme.getState()
  return { themeMode, themeVariables: pickFrameThemeVariables(themeVariables) }
}

/** The connector id (and type) of the embedded wallet in every namespace it serves. */
export const AUTH_CONNECTOR_ID = 'AUTH'

export interface EmbeddedSessionDeps {
  kit: Kit
  /** The operator's server (`embeddedWallet.url`). */
  serverUrl: string
  /** Tells the providers' listeners (accountsChanged, chainChanged, disconnect, accountChanged). */
  emit(namespace: ChainNamespace, event: string, ...args: unknown[]): void
  document?: Document
  readyTimeoutMs?: number
  requestTimeoutMs?: number
}

/** The embedded user's address in a namespace, if it has one there. */
export function addressIn(user: FrameUser | undefined, namespace: ChainNamespace) {
  if (!user) return undefined
  if (namespace === 'eip155') return user.address
  if (namespace === 'solana') return user.solanaAddress
  return undefined
}

/**
 * The frame and the user it reports: the channel (made on first use and again after a failed
 * load), the session check (IS_CONNECTED then GET_USER, once per page unless a login or logout
 * changes it), and the login cache of spec §4 (cleared on a failed or negative check).
 */
export function createEmbeddedSession(deps: EmbeddedSessionDeps) {
  const { kit } = deps
  const { storage, chain, alert } = kit.controllers
  /** The frame's events, for the login's parts (SHOW, HIDE; LOGOUT once the session ended). */
  const events = mitt<{ frame: FrameEvent }>()
  const frame = createStore<EmbeddedFrameState>({ visible: false })
  const state = createStore<EmbeddedLoginState>({ frame: 'idle' })
  let channel: FrameChannel | undefined
  let checking: Promise<FrameUser | undefined> | undefined
  let disposed = false

  /** The chain the frame starts on: the last one used, else the kit's active eip155 network. */
  const preferredChainId = () => {
    const active = chain.getNetworkState('eip155')?.caipNetwork?.caipNetworkId
    const first = chain.getNetworks('eip155')[0]?.caipNetworkId
    return active ?? storage.getEmbeddedLogin().lastUsedChainId ?? first ?? 'eip155:1'
  }

  const open = (): FrameChannel => {
    if (disposed) throw new KitError('REQUEST_ABORTED')
    if (channel?.usable()) return channel
    channel?.destroy()
    state.setState((draft) => {
      draft.frame = 'loading'
    })
    const created = createFrameChannel({
      serverUrl: deps.serverUrl,
      projectId: kit.options.projectId ?? '',
      chainId: preferredChainId(),
      enableLogger: kit.options.debug,
      ...(deps.document && { document: deps.document }),
      ...(deps.readyTimeoutMs !== undefined && { readyTimeoutMs: deps.readyTimeoutMs }),
      ...(deps.requestTimeoutMs !== undefined && { requestTimeoutMs: deps.requestTimeoutMs }),
      onEvent: (event) => onEvent(event),
      onReadyTimeout: () => alert.showError(new KitError('ALERT_EMBEDDED_WALLET_TIMEOUT')),
    })
    channel = created
    created.ready.then(
      () => {
        if (channel !== created) return
        state.setState((draft) => {
          draft.frame = 'ready'
        })
        syncDappData(created)
      },
      () => {
        if (channel !== created) return
        state.setState((draft) => {
          draft.frame = 'failed'
        })
      },
    )
    return created
  }

  const syncDappData = (ready: FrameChannel) => {
    const quiet = () => undefined
    ready.request('SYNC_THEME', frameTheme(kit)).catch(quiet)
    ready
      .request('SYNC_DAPP_DATA', {
        projectId: kit.options.projectId ?? '',
        sdkVersion: kit.stores.options.getState().sdkVersion,
        ...(globalThis.location?.origin && { origin: globalThis.location.origin }),
      })
      .catch(quiet)
  }

  const request = <T extends FrameRequestType>(
    type: T,
    payload?: Record<string, unknown>,
    options?: FrameRequestOptions,
  ): Promise<FrameSuccess[T]> => {
    try {
      return open().request(type, payload, options)
    } catch (error) {
      return Promise.reject(error)
    }
  }

  const setUser = (user: FrameUser | undefined) => {
    state.setState((draft) => {
      draft.user = user
      if (user?.email) draft.email = user.email
    })
  }

  const clearLogin = () => {
    storage.clearEmbeddedLogin()
    checking = undefined
    setUser(undefined)
  }

  /** GET_USER on the preferred chain; the user becomes the session's. */
  const fetchUser = async () => {
    // The account type is the frame's to keep (the visitor's choice, else eip155's smart account).
    const user = await request('GET_USER', { chainId: preferredChainId() })
    setUser(user)
    checking = Promise.resolve(user)
    return user
  }

  /**
   * The logged-in user (IS_CONNECTED, then GET_USER), or undefined when the frame has no
   * session: the login cache is then cleared (spec §4). Asked once; a failure is asked again.
   */
  const currentUser = (): Promise<FrameUser | undefined> => {
    checking ??= (async () => {
      try {
        const { isConnected } = await request('IS_CONNECTED', {})
        if (!isConnected) {
          clearLogin()
          return undefined
        }
        return await fetchUser()
      } catch (error) {
        checking = undefined
        storage.clearEmbeddedLogin()
        throw error
      }
    })()
    return checking
  }

  const onEvent = (event: FrameEvent) => {
    if (event.type === 'ACCOUNT_CHANGED') {
      const user = state.getState().user
      if (!user) return
      const chainId = typeof event.chainId === 'number' ? `eip155:${event.chainId}` : event.chainId
      const moved = user.address !== event.address
      const switched = user.chainId !== chainId
      setUser({ ...user, address: event.address, chainId })
      if (moved) deps.emit('eip155', 'accountsChanged', [event.address])
      if (switched && chainId.startsWith('eip155:'))
        deps.emit('eip155', 'chainChanged', `0x${Number(chainId.slice(7)).toString(16)}`)
      return
    }
    if (event.type === 'LOGOUT') {
      const hadUser = state.getState().user !== undefined
      clearLogin()
      if (hadUser) {
        deps.emit('eip155', 'disconnect', new Error('Signed out'))
        deps.emit('solana', 'disconnect')
      }
    }
    events.emit('frame', event)
  }

  return {
    /** Hears the frame's events: `events.on('frame', listener)`. */
    events,
    frame,
    state,
    request,
    currentUser,
    fetchUser,
    setUser,
    clearLogin,
    preferredChainId,
    element: () => channel?.element,
    abort: (which?: Parameters<FrameChannel['abort']>[0]) => channel?.abort(which),
    dispose() {
      disposed = true
      events.all.clear()
      channel?.destroy()
      channel = undefined
    },
  }
}

export type EmbeddedSession = ReturnType<typeof createEmbeddedSession>
