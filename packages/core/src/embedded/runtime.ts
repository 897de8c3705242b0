import type { ChainState } from '../controllers/chain/chainController.js'
import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { selectConnectorId } from '../selectors/account.js'
import type { SocialProvider } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import {
  assertEmailLoginAllowed,
  isFrameSocialProvider,
  isNotSafeRpcMethod,
} from '../validators/embeddedFrame.js'
import { createAccountTypes } from './accountTypes.js'
import { followApprovals } from './approval.js'
import { createFrameMount } from './frameMount.js'
import { embeddedLoginName } from './loginName.js'
import { type FrameUser, isEmailShaped } from './messages.js'
import { type EmbeddedRpcDeps, eip155Request, solanaCall } from './rpc.js'
import { AUTH_CONNECTOR_ID, addressIn, createEmbeddedSession, frameTheme } from './session.js'
import {
  followSocialPopup,
  pageWithoutResult,
  removeSocialResultFromPage,
  socialResultIn,
} from './social.js'
import type { EmbeddedFrameState, EmbeddedLogin } from './types.js'

export interface EmbeddedRuntimeDeps {
  kit: Kit
  serverUrl: string
  emit(namespace: ChainNamespace, event: string, ...args: unknown[]): void
  document?: Document
  readyTimeoutMs?: number
  requestTimeoutMs?: number
}

/** What the kit's lazy providers and `loadEmbedded` use (one per kit). */
export interface EmbeddedRuntime {
  login: EmbeddedLogin
  /** A request of the eip155 provider (EIP-1193). */
  eip155(method: string, params: unknown): Promise<unknown>
  /** A call of the solana provider (Phantom-style): connect, signMessage, signTransaction, … */
  solana(call: string, args: unknown[]): Promise<unknown>
  dispose(): void
}

const OTP = /^\d{6}$/

/**
 * The embedded wallet's kit side (design "Kit side (H4)"): the frame session, the login steps,
 * the kit connection after a login (each namespace the AUTH connector serves and the user has an
 * address in, the active one last), the approval view, SIGN_OUT once nothing is connected through
 * AUTH any more, and a social result in the page URL (the redirect fallback) completed on load.
 */
export function createEmbeddedRuntime(deps: EmbeddedRuntimeDeps): EmbeddedRuntime {
  const { kit } = deps
  const { chain, connectors, router, storage, modal } = kit.controllers
  const abortApprovals = () =>
    session.abort((type, payload) => type === 'RPC_REQUEST' && isNotSafeRpcMethod(payload?.method))
  const session = createEmbeddedSession(deps)
  const approvals = followApprovals(kit, session.frame, abortApprovals)
  session.events.on('frame', (event) => {
    if (event.type === 'SHOW') approvals.show(event.reason, event.request)
    else if (event.type === 'HIDE') approvals.hide()
    else if (event.type === 'SIZE') approvals.resize(event.height)
    else if (event.type === 'LOGOUT') endAuthConnections()
  })
  const mount = createFrameMount(session.frame)
  const accountTypes = createAccountTypes(kit, session, deps.emit)
  const rpc: EmbeddedRpcDeps = {
    session,
    emit: deps.emit,
    networkOf: (namespace) => chain.getNetworkState(namespace)?.caipNetwork?.caipNetworkId,
    smartSessions: () => kit.stores.options.getState().features.smartSessions,
  }
  const unsubscribes: (() => void)[] = [
    session.state.subscribe(
      (state) => state.frame,
      () => mount.attach(session.element()),
    ),
  ]
  let farcaster: AbortController | undefined

  /** The frame signed out (its session ended): the kit's AUTH connections end too (spec §4). */
  const endAuthConnections = () => {
    const namespace = chain
      .getNamespaces()
      .find((ns) => selectConnectorId(chain.getState(), ns) === AUTH_CONNECTOR_ID)
    if (namespace) kit.disconnect(namespace).catch(() => undefined)
  }

  /** Namespaces whose adapter lists the AUTH connector and where the user has an address. */
  const authNamespaces = (user: FrameUser) => {
    const active = chain.getState().activeNamespace
    const served = chain
      .getNamespaces()
      .filter((ns) => connectors.getConnector(AUTH_CONNECTOR_ID, ns)?.type === 'AUTH')
      .filter((ns) => addressIn(user, ns) !== undefined)
    return [...served.filter((ns) => ns === active), ...served.filter((ns) => ns !== active)]
  }

  /** The account state's user (email, username) of every namespace connected through AUTH. */
  const showUser = () => {
    const user = session.state.getState().user
    if (!user) return
    const social = storage.getConnectedSocialProvider()
    const name = embeddedLoginName(social, user)
    for (const ns of chain.getNamespaces()) {
      const address = addressIn(user, ns)
      if (selectConnectorId(chain.getState(), ns) !== AUTH_CONNECTOR_ID || !address) continue
      const wallet = chain.getAccountState(ns)?.connectedWalletInfo
      // eip155: the frame's account type (its smart account unless the visitor chose the EOA).
      const type = ns === 'eip155' ? (user.preferredAccountType ?? 'eoa') : 'eoa'
      const deployed = ns === 'eip155' && user.smartAccountDeployed === true
      chain.updateAccountState(ns, {
        // The login used (Google, Farcaster, Email), not the connector's generic name.
        ...(wallet && { connectedWalletInfo: { ...wallet, name } }),
        user: {
          address,
          chainId: ns === 'eip155' ? user.chainId : (rpc.networkOf(ns as 'solana') ?? ''),
          ...(user.email && { email: user.email }),
          ...(user.userName && { userName: user.userName }),
          preferredAccountType: type,
          smartAccountDeployed: deployed,
        },
        preferredAccountType: type,
        smartAccountDeployed: deployed,
        ...(social && { socialProvider: social }),
      })
    }
  }

  /** After a login: GET_USER, the login cache, then the kit's connection; view → Account. */
  const completeLogin = async (userName?: string) => {
    const fetched = await session.fetchUser()
    const user = userName && !fetched.userName ? { ...fetched, userName } : fetched
    session.setUser(user)
    storage.setEmbeddedLogin({
      emailLoginUsed: true,
      lastEmailLoginTime: undefined,
      lastUsedChainId: user.chainId,
      ...(user.email && { email: user.email }),
      ...(user.userName && { socialUsername: user.userName }),
    })
    const targets = authNamespaces(user)
    if (targets.length === 0) throw new KitError('CONNECTOR_NOT_FOUND', { params: { id: 'AUTH' } })
    let connected = 0
    let failure: unknown
    // The active family first; the others connect beside it, so the buttons never show another
    // family's account meanwhile.
    for (const [index, namespace] of targets.entries()) {
      try {
        await kit.connect({
          namespace,
          connectorId: AUTH_CONNECTOR_ID,
          activate: index === 0 || connected === 0,
        })
        connected += 1
      } catch (error) {
        failure = error
      }
    }
    if (connected === 0) throw failure
    showUser()
    // A new wallet's recovery code shows in the login view's place (EmbeddedGate): Account comes
    // once the visitor has kept it, so the code never lies over the account.
    await recoveryDone()
    if (modal.getState().open) router.reset('Account')
  }

  /** Resolves once the frame does not show the recovery code (at once when it does not). */
  const recoveryDone = () =>
    new Promise<void>((resolve) => {
      const showing = (state: EmbeddedFrameState) => state.visible && state.reason === 'recovery'
      if (!showing(session.frame.getState())) return resolve()
      const stop = session.frame.subscribe(showing, (now) => {
        if (now) return
        stop()
        resolve()
      })
    })

  const connectEmail = async (email: string) => {
    if (!isEmailShaped(email))
      throw new KitError('INVALID_OPTION', {
        params: { option: 'email', details: 'Enter a valid email address.' },
      })
    assertEmailLoginAllowed(storage.getEmbeddedLogin().lastEmailLoginTime)
    // An email login: a social provider picked before (and left) does not name it.
    storage.setConnectedSocialProvider(undefined)
    const { action } = await session.request('CONNECT_EMAIL', { email })
    session.state.setState((draft) => {
      draft.email = email
    })
    storage.setEmbeddedLogin({ lastEmailLoginTime: Date.now(), email })
    if (action === 'CONNECT') await completeLogin()
    return action
  }

  const startSocial = (provider: SocialProvider) => {
    storage.setConnectedSocialProvider(provider)
  }

  const login: EmbeddedLogin = {
    frame: session.frame,
    state: session.state,
    connectEmail,
    async connectDevice() {
      const { action } = await session.request('CONNECT_DEVICE', {})
      if (action === 'CONNECT') await completeLogin()
      return action
    },
    async connectOtp(otp) {
      if (!OTP.test(otp))
        throw new KitError('INVALID_OPTION', {
          params: { option: 'otp', details: 'The code has 6 digits.' },
        })
      await session.request('CONNECT_OTP', { otp })
      await completeLogin()
    },
    async resendCode() {
      const email = session.state.getState().email ?? storage.getEmbeddedLogin().email
      if (!email) throw new KitError('INVALID_OPTION', { params: { option: 'email', details: '' } })
      await connectEmail(email)
    },
    async connectSocial(provider, options = {}) {
      if (!isFrameSocialProvider(provider))
        throw new KitError('INVALID_OPTION', {
          params: { option: 'provider', details: `${provider} is not a social provider.` },
        })
      const { location } = globalThis
      if (!location) throw new KitError('CONNECTION_CLIENT_NOT_SET')
      startSocial(provider)
      const returnTo = pageWithoutResult(location.href)
      const popup = options.popup && !options.popup.closed ? options.popup : undefined
      let uri: string
      try {
        ;({ uri } = await session.request('GET_SOCIAL_REDIRECT_URI', { provider, returnTo }))
      } catch (error) {
        popup?.close()
        throw error
      }
      if (!popup) {
        // Blocked popup: the page goes to the provider and the login ends on its return.
        location.assign(uri)
        return new Promise<void>(() => undefined)
      }
      const result = await followSocialPopup(popup, uri, location.origin)
      const { userName } = await session.request('CONNECT_SOCIAL', { uri: result })
      await completeLogin(userName)
    },
    async getFarcasterUri() {
      startSocial('farcaster')
      const { url } = await session.request('GET_FARCASTER_URI', {})
      session.state.setState((draft) => {
        draft.farcasterUrl = url
      })
      const namespace = chain.getState().activeNamespace
      if (namespace) chain.updateAccountState(namespace, { farcasterUrl: url })
      return { url }
    },
    async connectFarcaster() {
      farcaster?.abort()
      const controller = new AbortController()
      farcaster = controller
      try {
        const { userName } = await session.request(
          'CONNECT_FARCASTER',
          {},
          { timeoutMs: 120_000, signal: controller.signal },
        )
        await completeLogin(userName)
      } finally {
        if (farcaster === controller) farcaster = undefined
      }
    },
    async updateEmail(email) {
      if (!isEmailShaped(email))
        throw new KitError('INVALID_OPTION', {
          params: { option: 'email', details: 'Enter a valid email address.' },
        })
      assertEmailLoginAllowed(storage.getEmbeddedLogin().lastEmailLoginTime)
      const { action } = await session.request('UPDATE_EMAIL', { email })
      storage.setEmbeddedLogin({ lastEmailLoginTime: Date.now() })
      return action
    },
    async updateEmailPrimaryOtp(otp) {
      return (await session.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })).action
    },
    async updateEmailSecondaryOtp(otp) {
      const { newEmail } = await session.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      const user = session.state.getState().user
      if (user) session.setUser({ ...user, email: newEmail })
      storage.setEmbeddedLogin({ email: newEmail, lastEmailLoginTime: undefined })
      showUser()
      return newEmail
    },
    setPreferredAccountType: accountTypes.setPreferredAccountType,
    mountFrame: (container) => mount.mount(container),
    frameElement: () => session.element(),
    abortPending: () => session.abort(),
    async revokeSmartSession(key) {
      await eip155Request(rpc, 'wallet_revokePermissions', [{ permissionsContext: key }])
    },
  }

  // SIGN_OUT once nothing is connected through AUTH any more (a disconnect; spec §4 clears the
  // login cache too); the account's user follows AUTH connections (connect and restore).
  const authNamespacesConnected = (state: ChainState) =>
    Object.keys(state.chains)
      .filter((ns) => selectConnectorId(state, ns) === AUTH_CONNECTOR_ID)
      .join(' ')
  const connectedThroughAuth = () => authNamespacesConnected(chain.getState()) !== ''
  let wasConnected = connectedThroughAuth()
  unsubscribes.push(
    chain.store.subscribe(authNamespacesConnected, () => {
      const now = connectedThroughAuth()
      if (now) showUser()
      if (wasConnected && !now && session.state.getState().user) {
        session.clearLogin()
        session.request('SIGN_OUT', {}).catch(() => undefined)
      }
      wasConnected = now
    }),
    session.state.subscribe((state) => state.user, showUser),
    // A user (a login, a restored session): where their smart account is available.
    session.state.subscribe(
      (state) => state.user !== undefined,
      (present) => {
        if (present) void accountTypes.readSmartAccountNetworks()
      },
    ),
    // Leaving ConnectingFarcaster (spec §2): the pending Farcaster wait ends.
    router.store.subscribe(
      (state) => state.view,
      (view, previous) => {
        if (previous === 'ConnectingFarcaster' && view !== 'ConnectingFarcaster') farcaster?.abort()
      },
    ),
    kit.stores.theme.subscribe(
      (state) => state,
      () => {
        if (session.state.getState().frame === 'ready')
          session.request('SYNC_THEME', frameTheme(kit)).catch(() => undefined)
      },
    ),
  )

  // The redirect fallback came back: complete the login, and take the result off the URL.
  const returned = socialResultIn(globalThis.location?.href)
  if (returned) {
    removeSocialResultFromPage()
    session
      .request('CONNECT_SOCIAL', { uri: returned })
      .then(({ userName }) => kit.ready.then(() => completeLogin(userName)))
      .catch((error: unknown) => {
        kit.controllers.snackbar.showError(
          error instanceof KitError ? error : new KitError('REQUEST_FAILED'),
        )
      })
  }

  return {
    login,
    eip155: (method, params) => eip155Request(rpc, method, params),
    solana: (call, args) => solanaCall(rpc, call, args),
    dispose() {
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe()
      approvals.dispose()
      mount.dispose()
      session.dispose()
    },
  }
}
