import type { ErrorCode } from '@gangway/core/common'
import { askWallet, badWalletAnswer, thrownByWallet, tonWalletError } from './errors.js'
import {
  type AppRequest,
  type DeviceInfo,
  readAccount,
  type TonAccount,
  type TonConnectBridge,
  type WalletEvent,
} from './protocol.js'

/** What a session reports from the wallet's event stream (`listen`). */
export interface SessionEvents {
  /** The wallet shares another account (a `connect` event with a new `ton_addr`). */
  account(account: TonAccount): void
  /** The wallet ended the session (the visitor removed the app in the wallet). */
  disconnect(): void
}

/** Request ids must grow across the session, reloads included: from the clock, never repeating. */
let lastRequestId = 0
function nextRequestId(): string {
  lastRequestId = Math.max(lastRequestId + 1, Date.now())
  return String(lastRequestId)
}

/**
 * One TON Connect connection to an injected wallet: its account, the requests to it (each with
 * an increasing id and a time limit, every error answer mapped to the catalogue) and its events
 * (stale event ids ignored, as the protocol asks).
 */
export class TonConnectSession {
  private lastEventId: number
  private stopListening: (() => void) | undefined

  constructor(
    readonly connectorId: string,
    readonly bridge: TonConnectBridge,
    public account: TonAccount,
    readonly device: DeviceInfo | undefined,
    connectEventId: number,
  ) {
    this.lastEventId = connectEventId
  }

  /**
   * Sends `method` with its payload (JSON in `params[0]`) and resolves with the wallet's result;
   * rejects with a catalogue error for an error answer, a malformed answer or no answer in time.
   */
  async request(
    method: AppRequest['method'],
    payload: object | undefined,
    options: { timeoutMs: number; fallback: ErrorCode; signal?: AbortSignal },
  ): Promise<unknown> {
    const message: AppRequest = {
      method,
      params: payload === undefined ? [] : [JSON.stringify(payload)],
      id: nextRequestId(),
    }
    let answer: unknown
    try {
      answer = await askWallet(
        Promise.resolve().then(() => this.bridge.send(message)),
        method,
        options.timeoutMs,
        options.signal,
      )
    } catch (error) {
      throw thrownByWallet(method, error, options.fallback)
    }
    if (typeof answer !== 'object' || answer === null)
      throw badWalletAnswer(method, 'not an object', options.fallback)
    const { id, error, result } = answer as { id?: unknown; error?: unknown; result?: unknown }
    if (id !== undefined && String(id) !== message.id)
      throw badWalletAnswer(method, `id ${String(id)} answers another request`, options.fallback)
    if (error !== undefined && error !== null) {
      throw tonWalletError(method, typeof error === 'object' ? error : {}, options.fallback)
    }
    if (!('result' in answer)) throw badWalletAnswer(method, 'no result', options.fallback)
    return result
  }

  /** Follows the wallet's events until `stop` (or `listen` again). */
  listen(events: SessionEvents, onError: (error: unknown) => void): void {
    this.stop()
    const handle = (event: WalletEvent) => {
      const id = Number((event as { id?: unknown })?.id)
      if (Number.isFinite(id)) {
        if (id <= this.lastEventId) return
        this.lastEventId = id
      }
      if (event?.event === 'disconnect') events.disconnect()
      else if (event?.event === 'connect') {
        const account = readAccount(event.payload?.items)
        if ('invalid' in account) onError(new Error(account.invalid))
        else if (account.address !== this.account.address) {
          this.account = account
          events.account(account)
        }
      }
    }
    try {
      const unsubscribe = this.bridge.listen((event) => {
        try {
          handle(event)
        } catch (error) {
          onError(error)
        }
      })
      this.stopListening = typeof unsubscribe === 'function' ? unsubscribe : undefined
    } catch (error) {
      onError(error)
    }
  }

  /** Stops following the wallet's events. */
  stop(): void {
    const stop = this.stopListening
    this.stopListening = undefined
    stop?.()
  }
}
