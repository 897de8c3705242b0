import { KitError } from '../errors/KitError.js'
import { CAIP2_NAMESPACE, CAIP2_REFERENCE } from '../families/defineChainFamily.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain.js'

/** CAIP-10: an account address is 1 to 128 characters of letters, digits, `-`, `.` and `%`. */
const CAIP10_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

/** The parts of a `namespace:chainId` identifier. */
export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  chainId: string
}

/** The parts of a `namespace:chainId:address` identifier. */
export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * True for a CAIP-2 namespace (3 to 8 of `[-a-z0-9]`). Whether the kit knows it is its family
 * registry's question (`kit.families.has`).
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && CAIP2_NAMESPACE.test(value)
}

function splitParts(value: unknown, count: number): string[] | undefined {
  if (typeof value !== 'string' || value.length > 8 + 1 + 32 + 1 + 128) return undefined
  const parts = value.split(':')
  if (parts.length !== count) return undefined
  if (!isChainNamespace(parts[0])) return undefined
  if (!CAIP2_REFERENCE.test(parts[1] as string)) return undefined
  if (count === 3 && !CAIP10_ADDRESS.test(parts[2] as string)) return undefined
  return parts
}

/**
 * `namespace:chainId` (CAIP-2 syntax). Never throws. Spec §5's "known namespace" is checked
 * against the kit's families where the kit parses one.
 */
export function isCaipNetworkId(
  value: unknown,
  known?: (namespace: string) => boolean,
): value is CaipNetworkId {
  const parts = splitParts(value, 2)
  return parts !== undefined && (known?.(parts[0] as string) ?? true)
}

/**
 * Spec §5: three non-empty parts (CAIP-10 syntax) with a known namespace first: pass the kit's
 * `families.has` as `known` (without it, any well-formed namespace passes). Never throws.
 */
export function isCaipAddress(
  value: unknown,
  known?: (namespace: string) => boolean,
): value is CaipAddress {
  const parts = splitParts(value, 3)
  return parts !== undefined && (known?.(parts[0] as string) ?? true)
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return `expected a string, got ${typeof value}`
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value
  return JSON.stringify(shown)
}

function invalid(kind: string, value: unknown): KitError {
  return new KitError('INVALID_CAIP', {
    params: { details: `Not a valid ${kind}: ${describe(value)}` },
  })
}

/** Splits `namespace:chainId`; throws KitError('INVALID_CAIP') on bad input. */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = splitParts(value, 2)
  if (!parts) throw invalid('CAIP network id (namespace:chainId)', value)
  return { namespace: parts[0] as ChainNamespace, chainId: parts[1] as string }
}

/** Splits `namespace:chainId:address`; throws KitError('INVALID_CAIP') on bad input. */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  const parts = splitParts(value, 3)
  if (!parts) throw invalid('CAIP address (namespace:chainId:address)', value)
  const namespace = parts[0] as ChainNamespace
  const chainId = parts[1] as string
  return {
    namespace,
    chainId,
    address: parts[2] as string,
    caipNetworkId: `${namespace}:${chainId}`,
  }
}

function checkPart(value: unknown, what: string, pattern: RegExp): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string' || !pattern.test(text)) {
    throw new KitError('INVALID_CAIP', {
      params: { details: `Not a valid ${what}: ${describe(text)}` },
    })
  }
  return text
}

/** `namespace:chainId`; throws KitError('INVALID_CAIP') for a malformed namespace or chain id. */
export function toCaipNetworkId(
  namespace: ChainNamespace,
  chainId: string | number,
): CaipNetworkId {
  if (!isChainNamespace(namespace)) throw invalid('chain namespace', namespace)
  return `${namespace}:${checkPart(chainId, 'chain id', CAIP2_REFERENCE)}`
}

/** `namespace:chainId:address` from a CAIP network id (or namespace and chain id) and an address. */
export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress
export function toCaipAddress(
  namespace: ChainNamespace,
  chainId: string | number,
  address: string,
): CaipAddress
export function toCaipAddress(first: string, second: string | number, third?: string): CaipAddress {
  const network =
    third === undefined
      ? parseCaipNetworkId(first)
      : parseCaipNetworkId(toCaipNetworkId(first as ChainNamespace, second))
  const address = checkPart(third === undefined ? second : third, 'address', CAIP10_ADDRESS)
  return `${network.namespace}:${network.chainId}:${address}`
}
