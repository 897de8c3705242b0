import { Refusal, type RefusalExtra } from '../app/errors.js'

/** Why an embedded-wallet request was refused; each reason its own code (design: issue 17). */
export type EmbeddedErrorCode =
  /** The email is not a valid address (400). */
  | 'INVALID_EMAIL'
  /**
   * A mail to this mailbox went out for this device less than 30 s ago, or an hourly mail quota
   * is spent (429, with `seconds`).
   */
  | 'RETRY_AFTER'
  /** The code is wrong (400, with `triesLeft`). */
  | 'OTP_INVALID'
  /** The code's time is over, or none was requested (400). */
  | 'OTP_EXPIRED'
  /** Too many wrong tries: the code is void (429). */
  | 'OTP_LOCKED'
  /** The approval link is unknown, used or expired (400). */
  | 'APPROVAL_INVALID'
  /** No session token (401). */
  | 'SESSION_MISSING'
  /** The token is unknown, revoked, expired or of another project (401). */
  | 'SESSION_INVALID'
  /** The user's vault holds a recovery blob already (409). */
  | 'VAULT_EXISTS'
  /** The new email belongs to another user (409). */
  | 'EMAIL_TAKEN'
  /** No email change is in progress at this stage (400). */
  | 'EMAIL_UPDATE_INVALID'
  /** The project allows any origin (`*`): the embedded wallet needs the real list (403). */
  | 'EMBEDDED_ORIGINS_REQUIRED'
  /** The project named in the body is not the request's project (400). */
  | 'PROJECT_MISMATCH'
  /** The mail server did not take the mail (502; what it said is in the log only). */
  | 'MAIL_FAILED'

export type EmbeddedStatus = 400 | 401 | 403 | 409 | 429 | 502

/** A refusal of the embedded wallet, answered by the app's `onError` (see `Refusal`). */
export class EmbeddedRefusal extends Refusal<EmbeddedErrorCode> {
  override readonly name = 'EmbeddedRefusal'
  constructor(
    code: EmbeddedErrorCode,
    message: string,
    status: EmbeddedStatus,
    extra: Pick<RefusalExtra, 'field' | 'seconds' | 'triesLeft'> = {},
  ) {
    super(code, message, status, extra)
  }
}
