import type { Store } from '../store/createStore.js'
import type { SocialProvider } from '../types/account.js'

/** What connecting an email asks for next (spec §4 embedded login flow). */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** What updating the email asks for next (spec §4). */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** Why the secure frame is visible: a signature or transaction to approve, or recovery. */
export type FrameShowReason = 'approve' | 'recovery'

/** The secure frame's visibility, for the views that place it (`mountFrame`). */
export interface EmbeddedFrameState {
  visible: boolean
  reason?: FrameShowReason
  /**
   * The height (CSS px) of the dialog the frame shows, as it reports it (SIZE): the view gives the
   * frame that much room. Absent until it reports, and again once it hides.
   */
  contentHeight?: number
}

/** The embedded user as the frame reports it (GET_USER). Never key material. */
export interface EmbeddedUserInfo {
  email?: string
  userName?: string
  /** The eip155 address: the smart account's when that is the account type in use. */
  address: string
  /** CAIP-2 chain id of the frame's active chain, e.g. `eip155:31337`. */
  chainId: string
  accounts: { address: string; type: 'eoa' | 'smartAccount'; namespace: string }[]
  /** The eip155 account type in use (the frame's smart account by default where it has one). */
  preferredAccountType?: 'eoa' | 'smartAccount'
  /** Whether the smart account has code on the chain (its first user operation deploys it). */
  smartAccountDeployed?: boolean
  solanaAddress?: string
}

/** Where the login stands. */
export interface EmbeddedLoginState {
  /** loading: the frame is loading (or not READY yet); ready: it answers; failed: it did not load. */
  frame: 'idle' | 'loading' | 'ready' | 'failed'
  /** The email being logged in (after connectEmail), else the logged-in user's. */
  email?: string
  /** The logged-in user, once the frame confirmed the session. */
  user?: EmbeddedUserInfo
  /** The Farcaster sign-in link while ConnectingFarcaster waits (also on the account state). */
  farcasterUrl?: string
}

export interface ConnectSocialOptions {
  /**
   * A window the view opened synchronously in the click (`window.open('', 'socialWindow', …)`);
   * null or undefined when the browser blocked it: the page then redirects to the provider.
   */
  popup?: Window | null
}

/**
 * The embedded wallet's login (spec §4 embedded login flow), from `loadEmbedded(kit)`. Every
 * method talks to the secure frame (served by the host's `@gangway/server`) and rejects with a
 * KitError of the catalogue (spec §8): 'Something went wrong' (timeout), 'Request was aborted',
 * the frame's own message ('Invalid code', …) or 'An error occurred',
 * 'Unable to load email login dependency' (the frame did not load).
 */
export interface EmbeddedLogin {
  /**
   * Starts an email login. Within 30 s of the last code: KitError RETRY_AFTER ('Please try again
   * after N seconds') before anything is sent. 'CONNECT' means the session was live: the kit is
   * connected when it resolves.
   */
  connectEmail(email: string): Promise<EmailConnectAction>
  /** Waits (≤ 25 s server side) for the device approval: VERIFY_OTP once approved. */
  connectDevice(): Promise<EmailConnectAction>
  /** Checks the code; on success connects the kit (account shown, view → Account). */
  connectOtp(otp: string): Promise<void>
  /** Asks for a new code for the email being logged in (same 30 s cooldown). */
  resendCode(): Promise<void>
  /**
   * Social login through a popup (opened by the view, its location set here) or, when
   * blocked, a redirect of the page (resolves never; the login completes on the page's return).
   */
  connectSocial(provider: SocialProvider, options?: ConnectSocialOptions): Promise<void>
  /** The Farcaster sign-in link (QR and deep link); also stored as the account's farcasterUrl. */
  getFarcasterUri(): Promise<{ url: string }>
  /** Waits (≤ 120 s) for the Farcaster approval, then connects the kit. */
  connectFarcaster(): Promise<void>
  updateEmail(email: string): Promise<EmailUpdateAction>
  updateEmailPrimaryOtp(otp: string): Promise<EmailUpdateAction>
  /** Resolves with the new email (kept on the account and in the login cache). */
  updateEmailSecondaryOtp(otp: string): Promise<string>
  /**
   * Makes the eip155 account the embedded wallet uses its smart account or its EOA (the frame
   * keeps the choice across reloads). Resolves with the type now in use: eoa where the smart
   * account cannot be had on the network (spec §4); sends SET_PREFERRED_ACCOUNT_TYPE.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<'eoa' | 'smartAccount'>
  /** The frame's visibility: it shows itself for an approval (`ApproveTransaction`). */
  readonly frame: Store<EmbeddedFrameState>
  /** The login's state (frame loading, email in progress, user). */
  readonly state: Store<EmbeddedLoginState>
  /**
   * Places the (visible) frame over `container` and keeps it there while it moves; null puts it
   * back off-screen.
   */
  mountFrame(container: HTMLElement | null): void
  /** The kit's iframe element (created on load). */
  frameElement(): HTMLIFrameElement | undefined
  /** Aborts every pending request ('Request was aborted'); the frame drops them too. */
  abortPending(): void
  /**
   * Revokes a smart session of the visitor's smart account (`wallet_revokePermissions`, ERC-7715):
   * the visitor approves it in the frame, which sends the account's user operation; resolves once
   * it is on chain. Rejects with SMART_SESSIONS_OFF when `features.smartSessions` is off.
   */
  revokeSmartSession(key: string): Promise<void>
}
