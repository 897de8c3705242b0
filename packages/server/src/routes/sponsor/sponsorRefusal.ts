import { Refusal, type RefusalExtra } from '../../app/errors.js'

/** Why a user operation was not sponsored. */
export type SponsorErrorCode =
  /** The project pays for no such call, or the network has no paymaster (403). */
  | 'NOT_SPONSORED'
  /** The smart account used the project's sponsorships of the day (429, with `seconds`). */
  | 'SPONSOR_LIMIT'
  /** `/sponsor/bundler`: the network has no bundler (403). */
  | 'NO_BUNDLER'
  /** `/sponsor/bundler`: the bundler refused the call, with its message (422). */
  | 'BUNDLER_REFUSED'

const STATUS: Partial<Record<SponsorErrorCode, 422 | 429>> = {
  SPONSOR_LIMIT: 429,
  BUNDLER_REFUSED: 422,
}

/** A refusal of `POST /sponsor/user-operation` or `/sponsor/bundler`, answered by the app's `onError` (see `Refusal`). */
export class SponsorRefusal extends Refusal<SponsorErrorCode> {
  override readonly name = 'SponsorRefusal'
  constructor(code: SponsorErrorCode, message: string, extra: RefusalExtra = {}) {
    super(code, message, STATUS[code] ?? 403, extra)
  }
}
