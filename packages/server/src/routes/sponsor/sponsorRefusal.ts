import { Refusal, type RefusalExtra } from '../../app/errors.js'

/** Why a user operation was not sponsored. */
export type SponsorErrorCode =
  /** The project pays for no such call, or the network has no paymaster (403). */
  | 'NOT_SPONSORED'
  /** The smart account used the project's sponsorships of the day (429, with `seconds`). */
  | 'SPONSOR_LIMIT'

/** A refusal of `POST /sponsor/user-operation`, answered by the app's `onError` (see `Refusal`). */
export class SponsorRefusal extends Refusal<SponsorErrorCode> {
  override readonly name = 'SponsorRefusal'
  constructor(code: SponsorErrorCode, message: string, extra: RefusalExtra = {}) {
    super(code, message, code === 'SPONSOR_LIMIT' ? 429 : 403, extra)
  }
}
