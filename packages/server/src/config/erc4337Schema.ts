// zod as @hono/zod-openapi extends it (see schema.ts).
import { z } from '@hono/zod-openapi'
import { toFunctionSelector } from 'viem'
import { caipNetworkIdSchema, evmAddress, httpUrl } from './fields.js'

/** EntryPoint v0.7's address on every chain it is deployed on. */
export const ENTRY_POINT_07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/**
 * SessionAccountFactory's address (SimpleAccount v0.7 with smart sessions, from
 * @gangway/testing's contracts/erc4337; CREATE2 deployer, salt 0, EntryPoint v0.7): where
 * `deployErc4337` puts it on a local chain. Its accounts keep SimpleAccount's `execute`,
 * `executeBatch` and owner signature.
 */
export const SESSION_ACCOUNT_FACTORY_07 = '0x4C33a4dCda9bc20f4F96C32F1A02EfBCe04fac96'

/**
 * A chain's ERC-4337 parts (`chains[].erc4337`): the bundler the kit's smart accounts send their
 * user operations to, the EntryPoint (v0.7), and the VerifyingPaymaster whose signer the server
 * holds (sponsored gas, `POST /sponsor/user-operation`).
 */
export const erc4337ChainSchema = z.object({
  /** The bundler's JSON-RPC URL (`eth_sendUserOperation`, ...). */
  bundlerUrl: httpUrl,
  entryPoint: evmAddress.default(ENTRY_POINT_07),
  /**
   * The factory of the embedded wallet's smart accounts: SimpleAccountFactory's interface
   * (`createAccount`/`getAddress(owner, salt)`); default the SessionAccountFactory (smart sessions).
   */
  accountFactory: evmAddress.default(SESSION_ACCOUNT_FACTORY_07),
  paymaster: z
    .object({
      /** A VerifyingPaymaster (@account-abstraction/contracts 0.7) with a deposit at the EntryPoint. */
      address: evmAddress,
      /** The private key of its `verifyingSigner` (0x and 64 hex digits); never handed out. */
      signerPrivateKey: z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key (0x and 64 hex digits)'),
      /** Seconds a sponsorship signature stays valid (its `validUntil`); default 600. */
      validitySeconds: z.number().int().min(60).max(86_400).default(600),
    })
    .optional(),
})

/** A method as `transfer(address,uint256)` or its selector `0xa9059cbb`, kept as the selector. */
const methodSchema = z
  .string()
  .max(512)
  .refine(
    (value) => /^0x[0-9a-fA-F]{8}$/.test(value) || /^[A-Za-z_$][\w$]*\(.*\)$/.test(value),
    'must be a method signature such as transfer(address,uint256) or a 4-byte selector',
  )
  .transform((value) => (value.startsWith('0x') ? value.toLowerCase() : toFunctionSelector(value)))

/**
 * What a project pays gas for (`projects[].sponsorship`): user operations whose every call goes to
 * one of `calls`' contracts on its network (and, when a rule lists `methods`, calls one of them),
 * at most `perVisitorPerDay` per smart account and project each day (counted in the database).
 */
export const sponsorshipSchema = z.object({
  calls: z
    .array(
      z.object({
        caipNetworkId: caipNetworkIdSchema,
        contract: evmAddress,
        /** Absent: any method of the contract (and plain ETH sent to it). */
        methods: z.array(methodSchema).min(1).max(100).optional(),
      }),
    )
    .min(1)
    .max(500),
  perVisitorPerDay: z.number().int().min(1).max(100_000).default(10),
})

export type SponsorshipPolicy = z.output<typeof sponsorshipSchema>
export type Erc4337ChainConfig = z.output<typeof erc4337ChainSchema>
