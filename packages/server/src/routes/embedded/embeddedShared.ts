import { z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { clientAddress } from '../../app/clientAddress.js'
import { embeddedBaseUrl } from '../../app/serverUrl.js'
import type { ServerApp, ServerDeps, ServerEnv } from '../../app/types.js'
import type { EmbeddedConfig, ProjectConfig } from '../../config/schema.js'
import { EmbeddedRefusal } from '../../embedded/embeddedErrors.js'
import type { Mailer } from '../../embedded/mailer.js'
import type { MailGate } from '../../embedded/mailGate.js'
import { normalizeEmail } from '../../embedded/users.js'

/** What every embedded route is given: the server's deps, the embedded config and the mailer. */
export interface EmbeddedDeps extends ServerDeps {
  embedded: EmbeddedConfig
  mailer: Mailer
  /** The mail limits every login and email-change mail goes through. */
  mailGate: MailGate
}

/** The requesting client's address, as the rate limit keys it (`trustedProxies` honoured). */
export const clientOf = (c: Context<ServerEnv>, deps: ServerDeps) =>
  clientAddress(c, deps.config.trustedProxies)

export type EmbeddedRoute = (app: ServerApp, deps: EmbeddedDeps) => void

/** The project named in a body (optional: the request's project is the gate's, from the query). */
export const projectIdField = z
  .string()
  .min(1)
  .max(64)
  .optional()
  .openapi({ description: "The project's id; must be the request's project (`?projectId`)" })

/** The frame's random id of the browser it runs in. */
export const deviceIdField = z
  .string()
  .regex(/^[-_A-Za-z0-9]{8,128}$/, 'must be 8 to 128 letters, digits, - or _')

/** Checked by the route (400 INVALID_EMAIL), not by the schema (400 INVALID_REQUEST). */
export const emailField = z.string().max(1_000)

export const otpField = z.string().regex(/^\d{6}$/, 'must be the 6-digit code')

export const actionAnswer = (actions: readonly [string, ...string[]]) =>
  z.object({ action: z.enum(actions) })

const EMAIL = z.email()

/** The email lower-cased and trimmed, or 400 INVALID_EMAIL. */
export function checkedEmail(value: string, field = 'email'): string {
  const email = normalizeEmail(value)
  if (email.length > 254 || !EMAIL.safeParse(email).success)
    throw new EmbeddedRefusal('INVALID_EMAIL', `${field}: not a valid email address`, 400, {
      field,
    })
  return email
}

/**
 * The request's project, when it may use the embedded wallet: its origins are a real list (a
 * `*` project is refused: the frame answers only listed origins), and a body's `projectId` is
 * the same project.
 */
export function embeddedProject(c: Context<ServerEnv>, bodyProjectId?: string): ProjectConfig {
  const project = c.get('project')
  if (project.origins.includes('*'))
    throw new EmbeddedRefusal(
      'EMBEDDED_ORIGINS_REQUIRED',
      "the embedded wallet needs the project's origins listed (not *)",
      403,
    )
  if (bodyProjectId !== undefined && bodyProjectId !== project.id)
    throw new EmbeddedRefusal('PROJECT_MISMATCH', "projectId: not the request's project", 400, {
      field: 'projectId',
    })
  return project
}

/** The address browsers reach the server at: `publicUrl` (never the request's Host). */
export const serverBaseOf = (deps: ServerDeps) => embeddedBaseUrl(deps.config)

/** Error answers every embedded route may give (the shape of every error of the server). */
export const errorResponses = {
  400: {
    description: 'A refused request: INVALID_REQUEST (naming the field) or the named refusal',
  },
  403: {
    description: 'UNKNOWN_PROJECT, ORIGIN_NOT_ALLOWED or EMBEDDED_ORIGINS_REQUIRED (a `*` project)',
  },
} as const

export const sessionResponses = {
  401: {
    description: 'SESSION_MISSING or SESSION_INVALID (unknown, signed out, expired, other project)',
  },
} as const

export const bearerHeaders = z.object({
  authorization: z.string().optional().openapi({ description: 'Bearer <session token>' }),
})

export const noStore = (c: Context) => c.header('cache-control', 'no-store')
