import { parseSiwxMessage, type SiwxMessageFields } from '@gangway/core/siwx'
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { generateCookie } from 'hono/cookie'
import type { RegisterRoutes, ServerDeps, ServerEnv } from '../../app/types.js'
import { randomAlphanumeric } from '../../auth/randomId.js'
import type { SessionTokens } from '../../auth/sessionTokens.js'
import { cacaoSchema, messageOfCacao } from './cacao.js'
import { checkDomainAndUri, checkTimes, networkVerifier, sessionEnd } from './messageChecks.js'
import { cookieNameOf, isSecureRequest, issuerOf } from './sessionAuth.js'
import { sessionSchema } from './sessionSchema.js'
import { detailsOf, SiwxRefusal } from './siwxErrors.js'
import { nonceState, sessionAnswer, storeSession } from './siwxStore.js'

const body = z
  .object({
    /** The CAIP-122 text the wallet signed (optional with a `cacao`: its payload is the text). */
    message: z.string().min(1).max(8_192).optional(),
    /** eip155: 0x hex; solana: base58 or base64; bip122: base64; polkadot: 0x hex. */
    signature: z.string().min(1).max(8_192).optional(),
    cacao: cacaoSchema.optional(),
  })
  .refine((value) => value.cacao || (value.message && value.signature), {
    message: 'message and signature are required (or a cacao)',
    path: ['message'],
  })
  .openapi('SiwxVerifyRequest')

const postVerify = createRoute({
  method: 'post',
  path: '/siwx/verify',
  summary: 'Sign in: checks a signed sign-in message and opens a session',
  description:
    "Checks, in order, each refused with its own code and nothing stored: the message parses (400 SIWX_MESSAGE_INVALID); its network is one sign-in verifies (400 SIWX_CHAIN_UNSUPPORTED) and its address one of that family (400 SIWX_ADDRESS_INVALID); the domain is the host of one of the project's origins and of the request's Origin (401 SIWX_DOMAIN_MISMATCH); the URI is on that origin (401 SIWX_URI_MISMATCH); Expiration Time not passed (401 SIWX_MESSAGE_EXPIRED), Not Before and Issued At reached (401 SIWX_NOT_YET_VALID); the nonce was issued for the project, is unused and at most 10 minutes old (401 SIWX_NONCE_UNKNOWN, SIWX_NONCE_USED, SIWX_NONCE_EXPIRED); the signature is the address's (401 SIWX_SIGNATURE_INVALID). Then the nonce is consumed and the session stored, in one statement. The session (and its token and cookie) lasts siwx.sessionTtlMs, or until the message's Expiration Time when that is sooner.",
  request: {
    body: { content: { 'application/json': { schema: body } }, required: true },
  },
  responses: {
    200: {
      description:
        'Signed in: the session, its token (ES256 JWT, also set as the HttpOnly session cookie)',
      content: {
        'application/json': {
          schema: z.object({ session: sessionSchema, token: z.string() }).openapi('SiwxSignedIn'),
        },
      },
    },
    400: { description: 'A request that can never pass (malformed message, unsupported network)' },
    401: { description: 'A refused sign-in, its code naming the check that failed' },
    502: { description: "The chain a contract account's signature is checked on did not answer" },
  },
})

function parseMessage(text: string): SiwxMessageFields {
  try {
    return parseSiwxMessage(text)
  } catch (error) {
    throw new SiwxRefusal('SIWX_MESSAGE_INVALID', `message: ${detailsOf(error)}`, 'message', 400)
  }
}

const NONCE_REFUSALS = {
  unknown: ['SIWX_NONCE_UNKNOWN', 'was not issued by this server for this project'],
  used: ['SIWX_NONCE_USED', 'signed a session already'],
  expired: ['SIWX_NONCE_EXPIRED', 'is older than 10 minutes'],
} as const

/** Every check of a sign-in; returns what to store, or throws the refusal. */
async function checkSignIn(
  c: Context<ServerEnv>,
  { db, chains, config }: ServerDeps,
  input: { message: string; signature: string },
) {
  const fields = parseMessage(input.message)
  const verifier = networkVerifier(fields.chainId, config.siwx)
  const [, reference = ''] = fields.chainId.split(':')
  const checked = verifier.checkAddress(fields.accountAddress, reference)
  if ('reason' in checked)
    throw new SiwxRefusal(
      'SIWX_ADDRESS_INVALID',
      `message.accountAddress: ${checked.reason}`,
      'message.accountAddress',
      400,
    )
  const project = c.get('project')
  checkDomainAndUri(fields, project, c.req.header('origin'))
  checkTimes(fields, config.siwx.clockSkewMs)
  const state = await nonceState(db, project.id, fields.nonce)
  if (state !== 'fresh') {
    const [code, why] = NONCE_REFUSALS[state]
    throw new SiwxRefusal(code, `message.nonce: ${why}`, 'message.nonce')
  }
  const valid = await verifier.verify({
    chainId: fields.chainId,
    address: fields.accountAddress,
    message: input.message,
    signature: input.signature,
    chain: chains.get(fields.chainId),
  })
  if (!valid)
    throw new SiwxRefusal(
      'SIWX_SIGNATURE_INVALID',
      `signature: not ${fields.accountAddress}'s signature of this message`,
      'signature',
    )
  return { fields, address: `${fields.chainId}:${checked.address}` }
}

/** The signed text and its signature: the cacao's, or the body's message and signature. */
function signedText(request: z.infer<typeof body>): { message: string; signature: string } {
  const { cacao, message, signature } = request
  if (cacao) {
    const input = messageOfCacao(cacao)
    if (message !== undefined && message !== input.message)
      throw new SiwxRefusal(
        'SIWX_MESSAGE_INVALID',
        "message: not the text of the cacao's payload",
        'message',
        400,
      )
    return input
  }
  // The body's schema asks for both without a cacao: this only narrows their type.
  if (message === undefined || signature === undefined)
    throw new SiwxRefusal('SIWX_MESSAGE_INVALID', 'message: required (or a cacao)', 'message', 400)
  return { message, signature }
}

export const verifyRoute =
  (tokens: SessionTokens): RegisterRoutes =>
  (app, deps) => {
    app.openapi(postVerify, async (c) => {
      const input = signedText(c.req.valid('json'))
      const { fields, address } = await checkSignIn(c, deps, input)
      const project = c.get('project')
      const now = Date.now()
      const session = {
        id: randomAlphanumeric(32),
        projectId: project.id,
        address,
        chainId: fields.chainId,
        domain: fields.domain,
        uri: fields.uri,
        nonce: fields.nonce,
        message: input.message,
        signature: input.signature,
        issuedAt: new Date(fields.issuedAt),
        expiresAt: sessionEnd(fields, deps.config.siwx, now),
      }
      // The token and its cookie are made before the session is stored: whatever fails here
      // (the signing key, a cookie the runtime refuses) fails with nothing stored and the nonce
      // still unused. Storing is the last step that can refuse.
      const token = await tokens.sign({
        iss: issuerOf(c, deps.config),
        aud: project.id,
        sub: address,
        sid: session.id,
        chainId: fields.chainId,
        iat: Math.floor(now / 1000),
        exp: Math.floor(session.expiresAt.getTime() / 1000),
      })
      const cookie = generateCookie(cookieNameOf(project.id), token, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: isSecureRequest(c, deps.config),
        expires: session.expiresAt,
      })
      if (!(await storeSession(deps.db, session, now)))
        throw new SiwxRefusal(
          'SIWX_NONCE_USED',
          'message.nonce: signed a session already',
          'message.nonce',
        )
      c.header('set-cookie', cookie, { append: true })
      c.header('cache-control', 'no-store')
      return c.json({ session: sessionAnswer(session), token }, 200)
    })
  }
