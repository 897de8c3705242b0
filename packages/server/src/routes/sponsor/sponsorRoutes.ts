import { createRoute, z } from '@hono/zod-openapi'
import { type Address, getAddress, type Hex, numberToHex } from 'viem'
import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import { caipNetworkIdSchema, evmAddress } from '../../config/fields.js'
import { createQuota, type Quota } from '../../limits/quota.js'
import { bundlerRoute } from './bundlerRoute.js'
import { type PaymasterTerms, signPaymasterData, stubPaymasterData } from './paymasterData.js'
import { callsOf, checkSponsorshipPolicy } from './sponsorPolicy.js'
import { SponsorRefusal } from './sponsorRefusal.js'

const DAY_MS = 86_400_000
/** Gas the VerifyingPaymaster's validation may use (it recovers one signature: ~ 30,000). */
const PAYMASTER_VERIFICATION_GAS = 100_000n
/** It has no postOp (its context is empty). */
const PAYMASTER_POST_OP_GAS = 0n

const quantity = (bits: 128 | 256) =>
  z
    .string()
    .regex(
      new RegExp(`^0x[0-9a-fA-F]{1,${bits / 4}}$`),
      `must be a 0x hex quantity of at most ${bits} bits`,
    )
const hexData = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x hex bytes')
  .max(2 + 2 * 65_536)

/** Gas fields: absent in a stub request (viem asks for stub data before estimating gas). */
const GAS_FIELDS = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

const userOperation = z.object({
  sender: evmAddress,
  nonce: quantity(256),
  factory: evmAddress.optional(),
  factoryData: hexData.optional(),
  callData: hexData,
  callGasLimit: quantity(128).optional(),
  verificationGasLimit: quantity(128).optional(),
  preVerificationGas: quantity(256).optional(),
  maxFeePerGas: quantity(128).optional(),
  maxPriorityFeePerGas: quantity(128).optional(),
})

const body = z
  .object({
    caipNetworkId: caipNetworkIdSchema,
    userOperation: userOperation.openapi({
      description: 'An EntryPoint v0.7 user operation (RPC form: 0x quantities), unsigned',
    }),
    stub: z.boolean().default(false).openapi({
      description:
        'true: paymaster fields for gas estimation (a stub signature; not counted against the cap)',
    }),
  })
  .superRefine((input, context) => {
    if (input.stub) return
    for (const field of GAS_FIELDS)
      if (input.userOperation[field] === undefined)
        context.addIssue({
          code: 'custom',
          path: ['userOperation', field],
          message: 'required (only a stub request may leave gas out)',
        })
  })
  .openapi('SponsorUserOperation')

const answer = z
  .object({
    paymaster: z.string(),
    paymasterData: z.string(),
    paymasterVerificationGasLimit: z.string(),
    paymasterPostOpGasLimit: z.string(),
    validUntil: z.number().openapi({ description: 'Seconds since the epoch' }),
  })
  .openapi('Sponsorship')

const route = createRoute({
  method: 'post',
  path: '/sponsor/user-operation',
  summary: "Signs paymaster data for a user operation the project's sponsorship policy covers",
  description:
    "For the network's VerifyingPaymaster (chains[].erc4337.paymaster): paymaster, paymasterData and the paymaster's gas limits to put in the user operation before the account signs it. Every call of its callData (the account's execute / executeBatch) must go to a contract (and method) of the project's sponsorship.calls; each smart account gets sponsorship.perVisitorPerDay signed operations a day (stub answers are not counted).",
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: { description: 'Sponsored', content: { 'application/json': { schema: answer } } },
    400: { description: 'INVALID_REQUEST: a malformed operation' },
    403: {
      description:
        "NOT_SPONSORED: the project sponsors nothing, the network has no paymaster, or a call is outside the project's policy",
    },
    429: { description: "SPONSOR_LIMIT: the account used the day's sponsorships ('seconds')" },
  },
})

/**
 * `/sponsor/*`: sponsored gas for the projects' visitors (a VerifyingPaymaster per chain), and the
 * relay to each chain's bundler (`/sponsor/bundler`).
 */
export const sponsorRoutes: RouteGroup = routeGroup((app, deps) => {
  bundlerRoute(app, deps)
  const quotas = new Map<string, Quota>()
  const quotaOf = (projectId: string, perDay: number) => {
    let quota = quotas.get(projectId)
    if (!quota) {
      quota = createQuota(deps.db, {
        name: `sponsored-per-visitor:${projectId}`,
        limit: perDay,
        windowMs: DAY_MS,
      })
      quotas.set(projectId, quota)
    }
    return quota
  }
  app.openapi(route, async (c) => {
    const input = c.req.valid('json')
    const project = c.get('project')
    const policy = project.sponsorship
    if (!policy) throw new SponsorRefusal('NOT_SPONSORED', `Project ${project.id} sponsors no gas`)
    const chain = deps.config.chains.find((one) => one.caipNetworkId === input.caipNetworkId)
    const paymaster = chain?.erc4337?.paymaster
    if (!paymaster)
      throw new SponsorRefusal('NOT_SPONSORED', `No paymaster on ${input.caipNetworkId}`, {
        field: 'caipNetworkId',
      })
    const op = input.userOperation
    checkSponsorshipPolicy(policy, input.caipNetworkId, callsOf(op.callData as Hex))
    const terms: PaymasterTerms = {
      paymaster: getAddress(paymaster.address),
      chainId: Number(input.caipNetworkId.slice('eip155:'.length)),
      paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
      paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS,
      validUntil: Math.floor(Date.now() / 1000) + paymaster.validitySeconds,
      validAfter: 0,
    }
    let paymasterData: Hex
    if (input.stub) {
      paymasterData = stubPaymasterData(terms)
    } else {
      const sender = getAddress(op.sender)
      const taken = await quotaOf(project.id, policy.perVisitorPerDay).take(
        `${input.caipNetworkId} ${sender}`,
      )
      if (!taken.allowed) {
        const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000))
        c.header('retry-after', String(seconds))
        throw new SponsorRefusal(
          'SPONSOR_LIMIT',
          `${sender} used the ${policy.perVisitorPerDay} sponsored operations of the day: try again after ${seconds} seconds`,
          { seconds },
        )
      }
      paymasterData = await signPaymasterData(
        {
          sender,
          nonce: BigInt(op.nonce),
          factory: op.factory as Address | undefined,
          factoryData: op.factoryData as Hex | undefined,
          callData: op.callData as Hex,
          // Present: the body's check requires them when not a stub.
          callGasLimit: BigInt(op.callGasLimit ?? 0),
          verificationGasLimit: BigInt(op.verificationGasLimit ?? 0),
          preVerificationGas: BigInt(op.preVerificationGas ?? 0),
          maxFeePerGas: BigInt(op.maxFeePerGas ?? 0),
          maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas ?? 0),
        },
        terms,
        paymaster.signerPrivateKey as Hex,
      )
    }
    return c.json(
      {
        paymaster: terms.paymaster,
        paymasterData,
        paymasterVerificationGasLimit: numberToHex(terms.paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: numberToHex(terms.paymasterPostOpGasLimit),
        validUntil: terms.validUntil,
      },
      200,
    )
  })
})
