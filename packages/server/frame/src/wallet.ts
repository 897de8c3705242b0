/**
 * The signed-in user and their keys, inside the frame: login (token kept in the frame origin's
 * storage), unlock after login (vault.ts), the dialogs that need the visitor (one at a time, with
 * SHOW/HIDE to the host), sign out.
 */
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { type Api, ApiError, type EmbeddedUser, type TokenStore } from './api.js'
import type { DerivedKeys } from './custody.js'
import type { DeviceStore } from './deviceStore.js'
import { askRecoveryCode, showRecoveryCode } from './ui.js'
import { type UnlockResult, unlockVault } from './vault.js'

/** What an approval asks for (the kit titles its view by it). */
export type ApprovalRequest = 'signature' | 'transaction'

export interface FrameEvents {
  show(reason: 'approve' | 'recovery', request?: ApprovalRequest): void
  hide(): void
  logout(): void
}

export class FrameWallet {
  user: EmbeddedUser | undefined
  private keys: DerivedKeys | undefined
  private evmAccount: PrivateKeyAccount | undefined
  private locked: Extract<UnlockResult, { state: 'locked' }> | undefined
  private unlocking: Promise<void> | undefined
  private dialogs: Promise<unknown> = Promise.resolve()
  private queued = 0

  constructor(
    private readonly api: Api,
    private readonly tokens: TokenStore,
    private readonly store: DeviceStore,
    private readonly events: FrameEvents,
  ) {}

  /**
   * Runs one dialog at a time: SHOW (with its reason) as each starts, HIDE once none is left. An
   * approval queued behind another dialog (the new wallet's recovery code) is announced at once,
   * so the kit shows the frame where approvals show, and the visitor sees the dialog in front.
   */
  withDialog<T>(
    reason: 'approve' | 'recovery',
    run: () => Promise<T>,
    request?: ApprovalRequest,
  ): Promise<T> {
    if (this.queued > 0 && reason === 'approve') this.events.show('approve', request)
    this.queued++
    const next = this.dialogs.then(async () => {
      this.events.show(reason, request)
      try {
        return await run()
      } finally {
        this.queued--
        if (this.queued === 0) this.events.hide()
      }
    })
    this.dialogs = next.catch(() => undefined)
    return next
  }

  /** A successful login: keep the token, open (or create) the wallet. */
  async loginWith(login: { token: string; user: EmbeddedUser }): Promise<void> {
    this.wipe()
    this.tokens.set(login.token)
    this.user = login.user
    await this.ensureUnlocked()
  }

  /** The stored session, if it is still valid on the server. */
  async restore(): Promise<boolean> {
    if (this.user && this.tokens.get()) return true
    if (!this.tokens.get()) return false
    try {
      const { user } = await this.api.me()
      this.user = user
      return true
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        this.tokens.set(undefined)
        this.wipe()
        return false
      }
      throw error
    }
  }

  /** Opens the wallet once per session; a new wallet's recovery code is shown in a dialog. */
  ensureUnlocked(): Promise<void> {
    if (this.keys || this.locked) return Promise.resolve()
    this.unlocking ??= (async () => {
      const user = this.requireUser()
      const result = await unlockVault(
        { getVault: () => this.api.getVault(), putVault: (body) => this.api.putVault(body) },
        this.store,
        user.id,
      )
      if (result.state === 'unlocked') {
        this.setKeys(result.keys)
        const code = result.recoveryCode
        if (code) void this.withDialog('recovery', () => showRecoveryCode(code))
      } else {
        this.locked = result
        void this.promptRecovery().catch(() => undefined)
      }
    })().finally(() => {
      this.unlocking = undefined
    })
    return this.unlocking
  }

  /** The keys, asking for the recovery code first on a device without the device blob. */
  async requireKeys(): Promise<{ keys: DerivedKeys; evm: PrivateKeyAccount }> {
    await this.ensureUnlocked()
    if (!this.keys) await this.promptRecovery()
    if (!this.keys || !this.evmAccount) throw new Error('The wallet is locked')
    return { keys: this.keys, evm: this.evmAccount }
  }

  private promptRecovery(): Promise<void> {
    return this.withDialog('recovery', async () => {
      const locked = this.locked
      if (this.keys || !locked) return
      await askRecoveryCode(async (text) => {
        this.setKeys(await locked.unlockWithCode(text))
        this.locked = undefined
      })
    })
  }

  private setKeys(keys: DerivedKeys) {
    this.keys = keys
    this.evmAccount = privateKeyToAccount(keys.eip155PrivateKey)
  }

  requireUser(): EmbeddedUser {
    if (!this.user) throw new Error('Not signed in')
    return this.user
  }

  /** The account addresses: from the keys, the vault (locked), or the user record. */
  addresses(): { eip155?: string; solana?: string } {
    if (this.keys) return this.keys.addresses
    if (this.locked) return this.locked.addresses
    return this.user?.addresses ?? {}
  }

  async signOut(): Promise<void> {
    if (this.tokens.get()) await this.api.signOut().catch(() => undefined)
    this.tokens.set(undefined)
    this.wipe()
  }

  /** A bearer call answered 401: the session is gone. */
  sessionEnded() {
    this.tokens.set(undefined)
    this.wipe()
    this.events.logout()
  }

  private wipe() {
    this.keys?.solanaSecret.fill(0)
    this.keys = undefined
    this.evmAccount = undefined
    this.locked = undefined
    this.user = undefined
  }
}
