import { assertMailSlot, issueCode, releaseMailSlot } from '../../embedded/codes.js'
import { isDeviceApproved, issueApprovalToken } from '../../embedded/devices.js'
import { findEmailUser } from '../../embedded/users.js'
import type { EmbeddedDeps } from './embeddedShared.js'

export interface LoginStart {
  email: string
  deviceId: string
  projectId: string
  /** The server's base URL, for the approval link. */
  serverBase: string
}

/** Mails the code (or the link), giving the 30 s slot back when the mail server refuses it. */
async function mailWithin(deps: EmbeddedDeps, email: string, send: () => Promise<void>) {
  const now = Date.now()
  await assertMailSlot(deps.db, email, now)
  try {
    await send()
  } catch (error) {
    await releaseMailSlot(deps.db, email, now)
    throw error
  }
}

/** Mails a login code for the device (no cooldown: the caller decided it is due). */
export async function mailLoginCode(
  deps: EmbeddedDeps,
  input: { email: string; deviceId: string; projectId: string; userId: string | null },
) {
  const code = await issueCode(deps.db, {
    purpose: 'login',
    email: input.email,
    projectId: input.projectId,
    deviceId: input.deviceId,
    userId: input.userId,
    ttlSeconds: deps.embedded.otpTtlSeconds,
  })
  await deps.mailer.sendCode(input.email, code, Math.ceil(deps.embedded.otpTtlSeconds / 60))
}

/**
 * `POST /embedded/email/login`: a new email or a known user on an approved device gets a code
 * (VERIFY_OTP); a known user on a new device gets an approval link (VERIFY_DEVICE). Either mail
 * at most once per 30 s per address.
 */
export async function startEmailLogin(deps: EmbeddedDeps, input: LoginStart) {
  const user = await findEmailUser(deps.db, input.email)
  if (user && !(await isDeviceApproved(deps.db, user.id, input.deviceId))) {
    await mailWithin(deps, input.email, async () => {
      const token = await issueApprovalToken(deps.db, {
        userId: user.id,
        deviceId: input.deviceId,
        projectId: input.projectId,
      })
      const link = new URL(`${input.serverBase}/embedded/device/approve`)
      link.searchParams.set('token', token)
      link.searchParams.set('projectId', input.projectId)
      await deps.mailer.sendDeviceApproval(input.email, link.toString())
    })
    return 'VERIFY_DEVICE' as const
  }
  await mailWithin(deps, input.email, () =>
    mailLoginCode(deps, { ...input, userId: user?.id ?? null }),
  )
  return 'VERIFY_OTP' as const
}
