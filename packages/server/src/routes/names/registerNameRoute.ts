import { createRoute, z } from '@hono/zod-openapi'
import { getAddress, type Hex, isAddress } from 'viem'
import { refusal } from '../../app/errors.js'
import type { ServerApp, ServerDeps } from '../../app/types.js'
import { verifyPersonalSignature } from '../../auth/verifyPersonalSignature.js'
import { nameRecordSchema } from './nameAnswer.js'
import { chainIdOf, checkName, evmCoinType } from './nameRules.js'
import type { namesStore } from './namesStore.js'

/** How far a registration's timestamp may be from the server's clock. */
export const REGISTRATION_WINDOW_MS = 10 * 60_000

const evmAddress = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'must be an EVM address')

const body = z
  .object({
    coinType: z.number().int().nonnegative().optional(),
    chainId: z.number().optional(),
    address: evmAddress,
    signature: z
      .string()
      .regex(/^0x[0-9a-fA-F]+$/, 'must be a 0x hex signature')
      .max(20_000),
    message: z.string().min(1).max(2_000).openapi({
      description:
        "JSON text { domain, name, coinType, address, timestamp (ms) }, signed (EIP-191) by address: domain is the host of this server's publicUrl, name the full name (label.suffix)",
    }),
  })
  .openapi('NameRegistration')

/**
 * The signed message: what the address agreed to (core's `registrationMessage`): this server
 * (`domain`), the full name with this server's suffix, the chain (`coinType`), the address, when.
 */
const signedMessage = z.object({
  domain: z.string().max(253),
  name: z.string().max(255),
  coinType: z.number(),
  address: z.string(),
  timestamp: z.number(),
})

const register = createRoute({
  method: 'post',
  path: '/names/register',
  summary: 'Registers a name for an address that signed the registration (EIP-191 / EIP-1271)',
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    201: {
      description: 'Registered',
      content: { 'application/json': { schema: nameRecordSchema } },
    },
    400: {
      description:
        'A malformed registration, a name against the rule, a message for another server (domain), a stale timestamp',
    },
    401: { description: 'INVALID_SIGNATURE: not signed by the address' },
    403: { description: 'NAME_LIMIT: the address holds names.maxNamesPerAddress names already' },
    409: { description: 'NAME_TAKEN: registered already (in any case)' },
    503: { description: 'NAMES_DOMAIN_UNSET: the server has no publicUrl to bind signatures to' },
  },
})

const refused = (message: string, field: string) => refusal(400, 'INVALID_REQUEST', message, field)

/** `POST /names/register`: every check before the one insert; a refusal stores nothing. */
export function registerNameRoute(
  app: ServerApp,
  { config, chains }: ServerDeps,
  store: ReturnType<typeof namesStore>,
) {
  const { suffix, maxNamesPerAddress } = config.names
  // The server a registration is signed for: from the configuration, never from a request's Host
  // (which its sender writes), so a signature made out to another server is refused here.
  const domain = config.publicUrl ? new URL(config.publicUrl).host : undefined
  app.openapi(register, async (c) => {
    if (!domain)
      throw refusal(
        503,
        'NAMES_DOMAIN_UNSET',
        'names: this server has no publicUrl, the domain registrations are signed for; set publicUrl in its configuration',
      )
    const entry = c.req.valid('json')
    const kind = evmCoinType(entry)
    if ('error' in kind)
      throw refused(kind.error, entry.chainId !== undefined ? 'chainId' : 'coinType')
    let signed: z.infer<typeof signedMessage>
    try {
      signed = signedMessage.parse(JSON.parse(entry.message))
    } catch {
      throw refused(
        'message: must be JSON { domain, name, coinType, address, timestamp }',
        'message',
      )
    }
    if (signed.domain !== domain)
      throw refused(
        `domain: the message is signed for ${signed.domain || 'no server'}, not for this server (${domain})`,
        'domain',
      )
    if (signed.coinType !== kind.coinType)
      throw refused('message: coinType differs from the request', 'message')
    if (signed.address.toLowerCase() !== entry.address.toLowerCase())
      throw refused('message: address differs from the request', 'message')
    // The full name is signed (its label and this server's suffix), not the label alone.
    if (!signed.name.includes('.'))
      throw refused(`name: the message must name the full name, a label.${suffix}`, 'name')
    const checked = await checkName(signed.name, suffix)
    if ('problem' in checked) throw refused(`name: ${checked.problem} (a label.${suffix})`, 'name')
    const { name } = checked
    if (Math.abs(Date.now() - signed.timestamp) > REGISTRATION_WINDOW_MS)
      throw refused('message: timestamp is more than 10 minutes from now; sign again', 'timestamp')
    const address = getAddress(entry.address)
    const valid = await verifyPersonalSignature(
      chains.get(`eip155:${chainIdOf(kind.coinType)}`),
      { address, message: entry.message, signature: entry.signature as Hex },
      'refusal',
    )
    if (!valid)
      throw refusal(401, 'INVALID_SIGNATURE', 'signature: not signed by address', 'signature')
    const stored = await store.insert(
      { name, projectId: c.get('project').id, coinType: kind.coinType, address },
      maxNamesPerAddress,
    )
    if (stored === 'taken') throw refusal(409, 'NAME_TAKEN', `${name} is taken`, 'name')
    if (stored === 'limit')
      throw refusal(
        403,
        'NAME_LIMIT',
        `address: holds ${maxNamesPerAddress} names already, the most one address may register here`,
        'address',
      )
    return c.json(stored, 201)
  })
}
