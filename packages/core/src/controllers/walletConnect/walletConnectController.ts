import type { UniversalProviderLike } from '../../adapters/types.js'
import { TIMING } from '../../constants.js'
import type { CaipNetwork } from '../../types/chain.js'
import { buildOptionalNamespaces, type FamilyLookup } from '../../walletconnect/namespaces.js'
import type { ConnectionStateController } from '../connection/connectionState.js'

export interface WalletConnectControllerOptions {
  /** The kit's one UniversalProvider (loaded on first call). */
  getUniversalProvider: () => Promise<UniversalProviderLike>
  /** Where the pairing URI, its expiry and errors are kept (connection state of spec §3). */
  connection: Pick<
    ConnectionStateController,
    'store' | 'setWcUri' | 'isPairingExpired' | 'getState'
  >
  /** The host's networks: the session's optional namespaces are built from them. */
  getNetworks: () => readonly CaipNetwork[]
  /** Each namespace's family (its WalletConnect methods and events). */
  familyOf: FamilyLookup
  /**
   * One-click sign-in (spec §4 "SIWX"): when `request` answers params, the session proposal
   * carries them as its `authentication` request (connect and sign in with one scan), and
   * `signedIn` gets the approved session before the pairing resolves.
   */
  oneClickSignIn?: OneClickSignIn
  /** The wallet ended the session (session_delete) or the provider disconnected. */
  onSessionEnded?: () => void
  logger?: { warn(...args: unknown[]): void }
  now?: () => number
}

export interface OneClickSignIn {
  /**
   * The proposal's authentication request for these networks, or undefined to pair without
   * one. Never throws (a failure pairs without sign-in).
   */
  request(networks: readonly CaipNetwork[]): Promise<Record<string, unknown> | undefined>
  /** The approved session (its `authentication`: the CACAOs): stores the sign-ins. Never throws. */
  signedIn(session: unknown): Promise<void>
}

export interface WalletConnectController {
  /**
   * The kit's one pairing. Resolves with the provider once a session exists — at once when one
   * does. Otherwise asks the provider for a session whose optional namespaces are every namespace
   * of the host's networks; the pairing URI it shows goes to `wcUri` (lives 4 minutes). Concurrent
   * calls share one pairing. Rejects with the provider's error when the pairing fails.
   */
  pair(): Promise<UniversalProviderLike>
  /** True while a pairing waits for the wallet. */
  isPairing(): boolean
  /**
   * Replaces the pairing URI with a new one now (the old one stops working). Does nothing when
   * no pairing is waiting.
   */
  refreshUri(): void
  /**
   * While at least one caller keeps the URI fresh (the QR view), an expired URI (10 s or less
   * left) is replaced automatically. Replaces it at once if it has already expired. Returns the
   * release.
   */
  keepUriFresh(): () => void
  dispose(): void
}

interface Deferred {
  promise: Promise<UniversalProviderLike>
  resolve(provider: UniversalProviderLike): void
  reject(error: unknown): void
}

function deferred(): Deferred {
  let resolve!: Deferred['resolve']
  let reject!: Deferred['reject']
  const promise = new Promise<UniversalProviderLike>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * Drives the kit's WalletConnect pairing (spec §4: a pairing URI lives 4 minutes and counts as
 * expired when 10 s or less is left). One per kit; timers are the global ones, looked up at call
 * time.
 */
export function createWalletConnectController(
  options: WalletConnectControllerOptions,
): WalletConnectController {
  const { connection, logger = console } = options
  const now = options.now ?? (() => Date.now())
  let pending: Deferred | undefined
  let provider: UniversalProviderLike | undefined
  let attempt = 0
  /** The URI of the current attempt has been shown (so "no expiry yet" is not "expired"). */
  let uriShown = false
  let watchers = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const followed = new WeakSet<object>()
  /** Listeners put on providers, taken off on dispose. */
  const unfollows: (() => void)[] = []

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  const start = (universal: UniversalProviderLike) => {
    const id = ++attempt
    uriShown = false
    const networks = options.getNetworks()
    const optionalNamespaces = buildOptionalNamespaces(networks, options.familyOf)
    const { oneClickSignIn } = options
    const pairing = async () => {
      const request = oneClickSignIn ? await oneClickSignIn.request(networks) : undefined
      const session = await universal.connect({
        optionalNamespaces,
        ...(request && { authentication: [request] }),
      })
      // A replaced URI's answer is not the current pairing's.
      if (request && oneClickSignIn && id === attempt) await oneClickSignIn.signedIn(session)
    }
    pairing().then(
      () => {
        if (pending && universal.session) pending.resolve(universal)
      },
      (error: unknown) => {
        // A replaced URI's proposal expires later: only the current attempt decides.
        if (id === attempt) pending?.reject(error)
      },
    )
  }

  const refreshUri = () => {
    if (!pending || !provider) return
    clearTimer()
    start(provider)
  }

  const expired = () => uriShown && connection.isPairingExpired()

  const schedule = (expiry: number | undefined) => {
    clearTimer()
    if (!pending || expiry === undefined) return
    const delay = Math.max(0, expiry - TIMING.PAIRING_URI_EXPIRY_MARGIN_MS - now())
    timer = setTimeout(() => {
      timer = undefined
      if (pending && watchers > 0 && expired()) refreshUri()
    }, delay)
  }

  const follow = (universal: UniversalProviderLike) => {
    if (followed.has(universal)) return
    followed.add(universal)
    const onUri = (uri: string) => {
      if (!pending) return
      uriShown = true
      connection.setWcUri(uri)
    }
    const ended = () => options.onSessionEnded?.()
    universal.on('display_uri', onUri)
    universal.on('session_delete', ended)
    unfollows.push(() => {
      universal.removeListener('display_uri', onUri)
      universal.removeListener('session_delete', ended)
    })
  }

  const unsubscribe = connection.store.subscribe(
    (state) => state.wcPairingExpiry,
    (expiry) => schedule(expiry),
  )

  return {
    async pair() {
      if (pending) return pending.promise
      const universal = await options.getUniversalProvider()
      provider = universal
      follow(universal)
      if (universal.session) return universal
      if (pending) return (pending as Deferred).promise
      const current = deferred()
      pending = current
      start(universal)
      try {
        return await current.promise
      } finally {
        if (pending === current) pending = undefined
        clearTimer()
      }
    },
    isPairing: () => pending !== undefined,
    refreshUri,
    keepUriFresh() {
      watchers += 1
      if (pending && expired()) refreshUri()
      else schedule(connection.getState().wcPairingExpiry)
      let released = false
      return () => {
        if (released) return
        released = true
        watchers -= 1
      }
    },
    dispose() {
      clearTimer()
      unsubscribe()
      for (const unfollow of unfollows.splice(0)) unfollow()
      if (pending) {
        logger.warn('Gangway: the kit was destroyed while a WalletConnect pairing was waiting.')
        pending.reject(new Error('The kit was destroyed.'))
        pending = undefined
      }
    },
  }
}
