import { type IssueCodeInput, issueCode } from '../../embedded/codes.js'
import type { MailClaim } from '../../embedded/mailGate.js'
import type { EmbeddedDeps } from './embeddedShared.js'

/**
 * Mails a new code for (purpose, email), replacing any earlier one, valid for the configured
 * `otpTtlSeconds` (no mail limit: the caller decided it is due).
 */
export async function mailCode(
  deps: EmbeddedDeps,
  input: Omit<IssueCodeInput, 'ttlSeconds' | 'now'>,
) {
  const ttlSeconds = deps.embedded.otpTtlSeconds
  const code = await issueCode(deps.db, { ...input, ttlSeconds })
  await deps.mailer.sendCode(input.email, code, Math.ceil(ttlSeconds / 60))
}

/**
 * Sends a mail under the mail limits: the claim first (or its 429 RETRY_AFTER), then `send`; a
 * mail not sent (whatever `send` throws) gives the claim back.
 */
export async function sendLimited<T>(
  deps: EmbeddedDeps,
  claim: MailClaim,
  send: () => Promise<T>,
): Promise<T> {
  const release = await deps.mailGate.claim(claim)
  try {
    return await send()
  } catch (error) {
    await release()
    throw error
  }
}
