import { createRoute, z } from '@hono/zod-openapi'
import { getAddress, type Hex, isAddress } from 'viem'
import { errorBody } from '../../app/errors.js'
import type { ServerApp, ServerDeps } from '../../app/types.js'
import { nameRecordSchema } from './nameAnswer.js'
import { chainIdOf, evmCoinType, fullName, NAME_RULE } from './nameRules.js'
import type { namesStore } from './namesStore.js'
import { verifyNameSignature } from './verifyNameSignature.js'

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
        'JSON text { name, coinType, address, timestamp (ms) }, signed (EIP-191) by address',
    }),
  })
  .openapi('NameRegistration')

/** The signed message: what the address agreed to. */
const signedMessage = z.object({
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
    400: { description: 'A malformed registration, a name against the rule, a stale timestamp' },
    401: { description: 'INVALID_SIGNATURE: not signed by the address' },
    409: { description: 'NAME_TAKEN: registered already (in any case)' },
  },
})

const refused = (message: string, field: string) => errorBody('INVALID_REQUEST', message, field)

/** `POST /names/register`: every check before the one insert; a refusal stores nothing. */
export function registerNameRoute(
  app: ServerApp,
  { config, chains }: ServerDeps,
  store: ReturnType<typeof namesStore>,
) {
  const { suffix } = config.names
  app.openapi(register, async (c) => {
    const entry = c.req.valid('json')
    const kind = evmCoinType(entry)
    if ('error' in kind)
      return c.json(refused(kind.error, entry.chainId !== undefined ? 'chainId' : 'coinType'), 400)
    let signed: z.infer<typeof signedMessage>
    try {
      signed = signedMessage.parse(JSON.parse(entry.message))
    } catch {
      return c.json(
        refused('message: must be JSON { name, coinType, address, timestamp }', 'message'),
        400,
      )
    }
    if (signed.coinType !== kind.coinType)
      return c.json(refused('message: coinType differs from the request', 'message'), 400)
    if (signed.address.toLowerCase() !== entry.address.toLowerCase())
      return c.json(refused('message: address differs from the request', 'message'), 400)
    const name = fullName(signed.name, suffix)
    if (!name) return c.json(refused(`name: ${NAME_RULE} (a label.${suffix})`, 'name'), 400)
    if (Math.abs(Date.now() - signed.timestamp) > REGISTRATION_WINDOW_MS)
      return c.json(
        refused('message: timestamp is more than 10 minutes from now; sign again', 'timestamp'),
        400,
      )
    const address = getAddress(entry.address)
    const valid = await verifyNameSignature(chains.get(`eip155:${chainIdOf(kind.coinType)}`), {
      address,
      message: entry.message,
      signature: entry.signature as Hex,
    })
    if (!valid)
      return c.json(
        errorBody('INVALID_SIGNATURE', 'signature: not signed by address', 'signature'),
        401,
      )
    const stored = await store.insert({
      name,
      projectId: c.get('project').id,
      coinType: kind.coinType,
      address,
    })
    if (!stored) return c.json(errorBody('NAME_TAKEN', `${name} is taken`, 'name'), 409)
    return c.json(stored, 201)
  })
}
