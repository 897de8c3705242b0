import { issueApprovalToken } from '../../embedded/devices.js'
import { findEmailUserAndDevice } from '../../embedded/users.js'
import { mailCode, sendLimited } from './codeMail.js'
import type { EmbeddedDeps } from './embeddedShared.js'

export interface LoginStart {
  email: string
  deviceId: string
  projectId: string
  /** The requesting client's address (the mail limits count per client). */
  client: string
  /** The server's base URL (`publicUrl`), for the approval link. */
  serverBase: string
}

/**
 * `POST /embedded/email/login`. A device the email's user approved gets a code (VERIFY_OTP).
 * Any other device, whether the email has an account or not, gets an approval link mailed
 * (VERIFY_DEVICE), then the code once the link is approved (`/embedded/email/device`): the
 * answer, the mail's kind and the work done are the same for a known and an unknown email, so
 * a stranger's device learns nothing about who has an account. Every mail goes through the mail
 * limits (cooldown per mailbox and device, hourly quotas); a mail not sent gives the cooldown
 * back.
 */
export async function startEmailLogin(deps: EmbeddedDeps, input: LoginStart) {
  const { user, ownDevice } = await findEmailUserAndDevice(deps.db, input.email, input.deviceId)
  return sendLimited(deps, { ...input, ownDevice }, async () => {
    if (ownDevice && user) {
      await mailCode(deps, { ...input, purpose: 'login', userId: user.id })
      return 'VERIFY_OTP' as const
    }
    const token = await issueApprovalToken(deps.db, {
      email: input.email,
      userId: user?.id ?? null,
      deviceId: input.deviceId,
      projectId: input.projectId,
    })
    const link = new URL(`${input.serverBase}/embedded/device/approve`)
    link.searchParams.set('token', token)
    link.searchParams.set('projectId', input.projectId)
    await deps.mailer.sendDeviceApproval(input.email, link.toString())
    return 'VERIFY_DEVICE' as const
  })
}
