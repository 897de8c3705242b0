import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

/** The body of every error answer: a stable code, a message for people and the field at fault. */
export interface ErrorBody {
  error: { code: string; message: string; field?: string }
}

export type ErrorCode =
  | 'INVALID_REQUEST'
  | 'UNKNOWN_PROJECT'
  | 'ORIGIN_NOT_ALLOWED'
  /** A browser-only route (`POST /e`) called without an Origin of the project. */
  | 'ORIGIN_REQUIRED'
  | 'PROJECT_REQUIRED'
  | 'NOT_FOUND'
  /** A swap between tokens no pools link (`/swap/quote`, `/swap/build-tx`). */
  | 'NO_ROUTE'
  /** A name someone registered already, in any case (`/names/register`). */
  | 'NAME_TAKEN'
  /** An address that holds `names.maxNamesPerAddress` names already (`/names/register`). */
  | 'NAME_LIMIT'
  /** A server without `publicUrl`: registrations have no domain to be signed for. */
  | 'NAMES_DOMAIN_UNSET'
  /** A signature not made by the address it names (`/names/register`). */
  | 'INVALID_SIGNATURE'
  | 'PAYLOAD_TOO_LARGE'
  /** A NUL character (U+0000) in a query parameter, the path or the body (any route). */
  | 'NUL_CHARACTER'
  /** A UTF-16 surrogate escape without its pair in a JSON body (any route). */
  | 'INVALID_CHARACTER'
  /** A JSON body nested deeper than any route's schema (any route). */
  | 'BODY_TOO_DEEP'
  | 'RATE_LIMITED'
  /** More work waiting than the server keeps (`POST /e`: its write queue is full); retry later. */
  | 'OVERLOADED'
  | 'UPSTREAM_FAILED'
  | 'INTERNAL'

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: { code, message, ...(field !== undefined && { field }) } }
}

/** What a refusal's body says besides its code and message: the field at fault, when to retry, ... */
export interface RefusalExtra {
  field?: string
  /** How long to wait before trying again (429 RETRY_AFTER). */
  seconds?: number
  /** How many wrong codes are still allowed (400 OTP_INVALID). */
  triesLeft?: number
}

/**
 * A request refused for a reason the client can act on. It is thrown where the reason is found
 * (a route, a check, the mail limits) and answered in one place, the app's `onError`, as
 * `{ error: { code, message, ...extra } }` with its status. The embedded wallet's, the logins',
 * sign-in's and the swaps' refusals are its kinds, each with its own codes.
 */
export class Refusal<Code extends string = string> extends HTTPException {
  override readonly name: string = 'Refusal'
  constructor(
    readonly code: Code,
    message: string,
    status: ContentfulStatusCode,
    readonly extra: RefusalExtra = {},
  ) {
    super(status, { message })
  }

  /** The answer's body, in the shape of every error answer of the server. */
  get body() {
    return { error: { code: this.code, message: this.message, ...this.extra } }
  }
}

/** `{ field }` when there is one: a refusal's extra naming the field at fault. */
export const fieldOf = (field: string | undefined): RefusalExtra =>
  field === undefined ? {} : { field }

/** A refusal with one of the server's own codes, naming the field at fault when there is one. */
export const refusal = (
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  field?: string,
): Refusal<ErrorCode> => new Refusal(code, message, status, fieldOf(field))

/** 400 naming the first field at fault, e.g. `address: must be an EVM address`. */
export function invalidInput(error: z.ZodError): Refusal<ErrorCode> {
  const issue = error.issues[0]
  const field = issue?.path.join('.') || undefined
  const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'invalid request'
  return refusal(400, 'INVALID_REQUEST', message, field)
}

/** The answer of `invalidInput` (a route's validation hook answers; it does not throw). */
export const invalidRequest = (c: Context, error: z.ZodError) =>
  c.json(invalidInput(error).body, 400)

/**
 * A failure of a chain node or a configured source, answered as 502 (the server keeps serving).
 * `message` is what the client is told: the upstream's role (`eip155:1: eth_call failed`), never
 * its URL or its own words (operators put API keys in URLs; an upstream may echo them). `detail`
 * (the URL, what the upstream said) goes to the log only.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError'
  readonly detail: string | undefined
  constructor(message: string, options: { cause?: unknown; detail?: string } = {}) {
    super(message, { cause: options.cause })
    this.detail = options.detail
  }
}

/** Anything URL-like in a text, replaced: the last guard of an upstream failure's answer. */
export const withoutUrls = (text: string) =>
  text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]*/gi, '<upstream>')

/** What a failure says, for the log: its message and `detail`, and its cause's. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const detail = error instanceof UpstreamError && error.detail ? ` (${error.detail})` : ''
  const cause = error.cause instanceof Error ? ` [cause: ${error.cause.message}]` : ''
  return `${error.message}${detail}${cause}`
}
