import type { SiwxMessageFields } from '@gangway/core/siwx'
import type { FamilyVerifier } from '../../auth/types.js'
import { verifierOf } from '../../auth/verifiers.js'
import type { ProjectConfig, SiwxConfig } from '../../config/schema.js'
import { SiwxRefusal } from './siwxErrors.js'

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

/**
 * The message's domain and URI against the project: the domain is the host (and port) of one of
 * the project's allowed origins (any host with `*`) and, when the request has an Origin, that
 * origin's host; the URI is on an allowed origin of that host.
 */
export function checkDomainAndUri(
  fields: Pick<SiwxMessageFields, 'domain' | 'uri'>,
  project: ProjectConfig,
  requestOrigin: string | undefined,
) {
  const anyOrigin = project.origins.includes('*')
  const origins = project.origins.filter((origin) => origin !== '*')
  const domain = fields.domain.toLowerCase()
  if (!anyOrigin && !origins.some((origin) => hostOf(origin) === domain))
    throw new SiwxRefusal(
      'SIWX_DOMAIN_MISMATCH',
      `message.domain: ${fields.domain} is not the host of one of the project's origins`,
      'message.domain',
    )
  if (requestOrigin !== undefined && hostOf(requestOrigin) !== domain)
    throw new SiwxRefusal(
      'SIWX_DOMAIN_MISMATCH',
      `message.domain: ${fields.domain} is not the host of the request's origin`,
      'message.domain',
    )
  let uri: URL
  try {
    uri = new URL(fields.uri)
  } catch {
    throw new SiwxRefusal('SIWX_URI_MISMATCH', 'message.uri: not a URL', 'message.uri')
  }
  const onDomain = uri.host === domain && /^https?:$/.test(uri.protocol)
  if (!onDomain || (!anyOrigin && !origins.includes(uri.origin)))
    throw new SiwxRefusal(
      'SIWX_URI_MISMATCH',
      `message.uri: not on an allowed origin of ${fields.domain}`,
      'message.uri',
    )
}

/**
 * The message's times against the clock, with `clockSkewMs` either way: Expiration Time not
 * passed, Not Before and Issued At reached.
 */
export function checkTimes(
  fields: Pick<SiwxMessageFields, 'issuedAt' | 'expirationTime' | 'notBefore'>,
  clockSkewMs: number,
  now = Date.now(),
) {
  if (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) <= now - clockSkewMs)
    throw new SiwxRefusal(
      'SIWX_MESSAGE_EXPIRED',
      `message.expirationTime: ${fields.expirationTime} has passed`,
      'message.expirationTime',
    )
  if (fields.notBefore !== undefined && Date.parse(fields.notBefore) > now + clockSkewMs)
    throw new SiwxRefusal(
      'SIWX_NOT_YET_VALID',
      `message.notBefore: ${fields.notBefore} is still ahead`,
      'message.notBefore',
    )
  if (Date.parse(fields.issuedAt) > now + clockSkewMs)
    throw new SiwxRefusal(
      'SIWX_NOT_YET_VALID',
      `message.issuedAt: ${fields.issuedAt} is in the future`,
      'message.issuedAt',
    )
}

/**
 * The verifier of the message's network, when it is one sign-in accepts: a namespace the server
 * verifies, and one of `siwx.networks` when configured; else the refusal.
 */
export function networkVerifier(chainId: string, config: SiwxConfig): FamilyVerifier {
  const namespace = chainId.split(':')[0] ?? ''
  const verifier = verifierOf(namespace)
  if (!verifier)
    throw new SiwxRefusal(
      'SIWX_CHAIN_UNSUPPORTED',
      `message.chainId: sign-in is not verified on ${namespace} networks`,
      'message.chainId',
      400,
    )
  if (config.networks && !config.networks.some((network) => network === chainId))
    throw new SiwxRefusal(
      'SIWX_CHAIN_UNSUPPORTED',
      `message.chainId: ${chainId} is not a network sign-in accepts here`,
      'message.chainId',
      400,
    )
  return verifier
}

/**
 * When the session ends: `sessionTtlMs` from now, or the message's Expiration Time when that is
 * sooner. The message is the client's: it may shorten its session, never lengthen it (a message
 * saying year 9999 would otherwise get a token for ever).
 */
export function sessionEnd(
  fields: Pick<SiwxMessageFields, 'expirationTime'>,
  config: Pick<SiwxConfig, 'sessionTtlMs'>,
  now = Date.now(),
): Date {
  const longest = now + config.sessionTtlMs
  const asked = fields.expirationTime !== undefined ? Date.parse(fields.expirationTime) : longest
  return new Date(Math.min(asked, longest))
}
