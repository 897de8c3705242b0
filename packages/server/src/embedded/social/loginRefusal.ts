import { fieldOf, Refusal } from '../../app/errors.js'
import type { ProjectConfig } from '../../config/schema.js'

/** Why a social or Farcaster login step was refused (design of issue 17). */
export type LoginErrorCode =
  /** The provider is not one of the six, or not configured on this server (400). */
  | 'SOCIAL_PROVIDER'
  /** `returnTo` is not a page under one of the project's origins (400). */
  | 'SOCIAL_RETURN_TO'
  /** The result is unknown, used, expired, of another device or project (400). */
  | 'SOCIAL_RESULT'
  /** The Farcaster message, signature or custody address does not check out (400). */
  | 'FARCASTER_INVALID'
  /** The channel is unknown or expired (404). */
  | 'FARCASTER_CHANNEL'
  /** The channel was authenticated already (409). */
  | 'FARCASTER_AUTHENTICATED'
  /** The body's projectId is not the request's project (400). */
  | 'PROJECT_MISMATCH'
  /** The project allows any origin (`*`): the embedded wallet needs the real list (403). */
  | 'EMBEDDED_ORIGINS_REQUIRED'

/** A refusal of a login step, answered by the app's `onError` (see `Refusal`). */
export class LoginRefusal extends Refusal<LoginErrorCode> {
  override readonly name = 'LoginRefusal'
  constructor(
    code: LoginErrorCode,
    message: string,
    status: 400 | 403 | 404 | 409 = 400,
    field?: string,
  ) {
    super(code, message, status, fieldOf(field))
  }
}

/**
 * The body's `projectId` is the request's project (the gate found it from the query, header or
 * Origin), and that project names its origins (a `*` project cannot use the embedded wallet).
 */
export function checkLoginProject(project: ProjectConfig, projectId: string | undefined) {
  if (projectId !== undefined && projectId !== project.id)
    throw new LoginRefusal(
      'PROJECT_MISMATCH',
      "projectId: not the request's project",
      400,
      'projectId',
    )
  if (project.origins.includes('*'))
    throw new LoginRefusal(
      'EMBEDDED_ORIGINS_REQUIRED',
      'the project allows any origin (*): the embedded wallet needs its list of origins',
      403,
    )
}
