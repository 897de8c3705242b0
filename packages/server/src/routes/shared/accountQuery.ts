import { BUILT_IN_FAMILIES, decodeBase58 } from '@gangway/core/adapter'
import { z } from '@hono/zod-openapi'
import { caipNetworkIdSchema } from '../../config/schema.js'

/** The kit's built-in families by namespace (any namespace text may be asked for). */
const FAMILIES: ReadonlyMap<string, (typeof BUILT_IN_FAMILIES)[number]> = new Map(
  BUILT_IN_FAMILIES.map((family) => [family.namespace, family]),
)

/** How an account address is checked, per namespace (the kit's own family checks). */
const ADDRESS_WORDING: Record<string, string> = {
  eip155: 'must be an EVM address (0x and 40 hex digits)',
  solana: 'must be a base58 Solana address',
  bip122: 'must be a Bitcoin address',
  polkadot: 'must be an SS58 address',
}

/** An address of a namespace this server knows no family of: bounded printable text. */
const OTHER_ADDRESS = /^[-_.:a-zA-Z0-9]{1,128}$/

/** The namespace of a CAIP-2 id (`eip155` of `eip155:1`). */
export const namespaceOf = (caipNetworkId: string) => caipNetworkId.split(':')[0] ?? ''

/** A Solana public key is 32 bytes (the family's check is on the text only). */
function isSolanaKey(address: string): boolean {
  try {
    return decodeBase58(address).length === 32
  } catch {
    return false
  }
}

/** Addresses checked lately (by namespace), at most this many before the memory starts over. */
const CHECKED_MAX = 10_000
const checked = new Map<string, boolean>()

/**
 * True when `address` is an account address of the network's family. The answer is remembered
 * for the addresses seen lately: a mixed-case EVM address's checksum is a Keccak-256 hash, the
 * kit's own (≈ 0.25 ms; a third of a cached `/balance` answer's CPU), and a page asks for the
 * same account again and again.
 */
export function isAccountAddress(caipNetworkId: string, address: string): boolean {
  const namespace = namespaceOf(caipNetworkId)
  const family = FAMILIES.get(namespace)
  if (!family) return OTHER_ADDRESS.test(address)
  const key = `${namespace} ${address}`
  let valid = checked.get(key)
  if (valid === undefined) {
    valid = family.isAddress(address) && (namespace !== 'solana' || isSolanaKey(address))
    if (checked.size >= CHECKED_MAX) checked.clear()
    checked.set(key, valid)
  }
  return valid
}

const accountFields = {
  address: z
    .string()
    .max(128)
    .openapi({ description: "The account: an address of the network's family" }),
  caipNetworkId: caipNetworkIdSchema.openapi({
    description: 'The network, a CAIP-2 id (eip155:1, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp)',
  }),
  projectId: z.string().optional(),
}

type AccountFields = { address: string; caipNetworkId: string }

/** The address must be one of the network's family: 400 naming `address` otherwise. */
function checkAddress(value: AccountFields, context: z.RefinementCtx) {
  if (isAccountAddress(value.caipNetworkId, value.address)) return
  context.addIssue({
    code: 'custom',
    path: ['address'],
    message: ADDRESS_WORDING[namespaceOf(value.caipNetworkId)] ?? 'must be an account address',
  })
}

/** `?address&caipNetworkId` of `/balance` and `/nfts`. */
export const accountQuery = z.object(accountFields).superRefine(checkAddress)

/** `?address&caipNetworkId&cursor` of `/history`: the cursor is the `next` of a previous page. */
export const historyQuery = z
  .object({
    ...accountFields,
    cursor: z
      .string()
      .regex(/^[-_.:=+/a-zA-Z0-9]{1,256}$/, 'must be a value returned as next')
      .optional()
      .openapi({ description: 'The `next` of the previous page (opaque)' }),
    onramp: z.string().max(2048).optional().openapi({
      description:
        "On-ramp providers' delivery addresses on the network, comma-separated: entries received from one are marked operationType 'onramp'",
    }),
  })
  .superRefine(checkAddress)
