import { fieldOf, Refusal } from '../../app/errors.js'

/** Why a sign-in or a session was refused: each reason has its own code (spec §8 texts are the kit's). */
export type SiwxErrorCode =
  /** The message is not a CAIP-122 sign-in text (400). */
  | 'SIWX_MESSAGE_INVALID'
  /** The message's network is not one sign-in accepts (400). */
  | 'SIWX_CHAIN_UNSUPPORTED'
  /** The message's address is not an address of its network's family (400). */
  | 'SIWX_ADDRESS_INVALID'
  /** The nonce was not issued by this server for this project (401). */
  | 'SIWX_NONCE_UNKNOWN'
  /** The nonce signed a session already: a replay (401). */
  | 'SIWX_NONCE_USED'
  /** The nonce is older than 10 minutes (401). */
  | 'SIWX_NONCE_EXPIRED'
  /** The domain is not the host of one of the project's origins, or not the request's Origin (401). */
  | 'SIWX_DOMAIN_MISMATCH'
  /** The URI is not on the domain's origin (401). */
  | 'SIWX_URI_MISMATCH'
  /** The message's Expiration Time has passed (401). */
  | 'SIWX_MESSAGE_EXPIRED'
  /** The message's Not Before (or Issued At) is still ahead (401). */
  | 'SIWX_NOT_YET_VALID'
  /** The signature is not the address's signature of the message (401). */
  | 'SIWX_SIGNATURE_INVALID'
  /** No session token (Authorization: Bearer, or the session cookie) (401). */
  | 'SIWX_SESSION_MISSING'
  /** The token is not one this server signed for this project (401). */
  | 'SIWX_SESSION_INVALID'
  /** The session's time is over (401). */
  | 'SIWX_SESSION_EXPIRED'
  /** The session was signed out (401). */
  | 'SIWX_SESSION_REVOKED'

/**
 * A refusal of sign-in, answered by the app's `onError` (see `Refusal`): 400 for a request that
 * can never pass, 401 for one that does not prove who it is.
 */
export class SiwxRefusal extends Refusal<SiwxErrorCode> {
  override readonly name = 'SiwxRefusal'
  constructor(code: SiwxErrorCode, message: string, field?: string, status: 400 | 401 = 401) {
    super(code, message, status, fieldOf(field))
  }
}

/** What a message check said: a KitError's explanation (`longMessage`), else its message. */
export function detailsOf(error: unknown): string {
  if (error instanceof Error && 'longMessage' in error && typeof error.longMessage === 'string')
    return error.longMessage
  return error instanceof Error ? error.message : String(error)
}
