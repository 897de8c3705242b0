import { ProviderRpcError, RPC_ERROR } from '../rpc/ProviderRpcError.js'

type TypedField = { name: string; type: string }
type TypedTypes = Record<string, readonly TypedField[]>

export interface NormalizedTypedData {
  domain: Record<string, unknown>
  types: TypedTypes
  primaryType: string
  message: Record<string, unknown>
}

const DOMAIN_FIELD_TYPES: Record<string, string> = {
  name: 'string',
  version: 'string',
  chainId: 'uint256',
  verifyingContract: 'address',
  salt: 'bytes32',
}

function invalid(message: string): ProviderRpcError {
  return new ProviderRpcError(RPC_ERROR.invalidParams, message)
}

/**
 * Turns eth_signTypedData_v4 JSON into what viem's signTypedData takes: dapps send integers
 * as decimal or hex strings (JSON has no bigint), so (u)int fields become bigint, and address
 * fields are lower-cased (viem rejects a bad checksum; the signed bytes are the same).
 */
export function normalizeTypedData(input: unknown): NormalizedTypedData {
  let data: unknown = input
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input)
    } catch {
      throw invalid('eth_signTypedData_v4: the typed data is not valid JSON.')
    }
  }
  if (!data || typeof data !== 'object') throw invalid('eth_signTypedData_v4: missing typed data.')
  const { domain = {}, types, primaryType, message } = data as Record<string, any>
  if (!types || typeof types !== 'object' || typeof primaryType !== 'string' || !message) {
    throw invalid('eth_signTypedData_v4: types, primaryType and message are required.')
  }
  if (!types[primaryType] && primaryType !== 'EIP712Domain') {
    throw invalid(`eth_signTypedData_v4: primaryType "${primaryType}" is not in types.`)
  }
  const domainTypes: readonly TypedField[] =
    types.EIP712Domain ??
    Object.keys(domain).map((name) => ({ name, type: DOMAIN_FIELD_TYPES[name] ?? 'string' }))
  return {
    domain: normalizeStruct(domainTypes, domain, types),
    types,
    primaryType,
    message:
      primaryType === 'EIP712Domain'
        ? message
        : normalizeStruct(types[primaryType], message, types),
  }
}

function normalizeStruct(
  fields: readonly TypedField[],
  value: Record<string, unknown>,
  types: TypedTypes,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...value }
  for (const field of fields) {
    if (value[field.name] !== undefined) {
      result[field.name] = normalizeValue(field.type, value[field.name], types)
    }
  }
  return result
}

function normalizeValue(type: string, value: unknown, types: TypedTypes): unknown {
  const array = type.match(/^(.+)\[\d*\]$/)
  if (array) {
    if (!Array.isArray(value)) throw invalid(`eth_signTypedData_v4: ${type} needs an array.`)
    return value.map((item) => normalizeValue(array[1] as string, item, types))
  }
  const struct = types[type]
  if (struct) return normalizeStruct(struct, value as Record<string, unknown>, types)
  if (/^u?int\d*$/.test(type) && (typeof value === 'string' || typeof value === 'number')) {
    return BigInt(value)
  }
  if (type === 'address' && typeof value === 'string') return value.toLowerCase()
  return value
}
