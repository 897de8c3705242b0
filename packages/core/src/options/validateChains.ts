import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import { CAIP2_NAMESPACE } from '../families/defineChainFamily.js'
import { createFamilyRegistry, type FamilyRegistry } from '../families/registry.js'
import type { ChainFamily } from '../families/types.js'
import type { AccountType } from '../types/chain.js'
import {
  expectOptionalImage,
  expectOptionalLink,
  expectRecord,
  expectString,
  invalid,
  isHttpUrl,
  isRecord,
  isWsUrl,
} from './checks.js'

const known = (families: FamilyRegistry) => families.namespaces().join(', ')

/** One family descriptor (see `ChainFamily`). */
function validateFamily(option: string, value: unknown): ChainFamily {
  const family = expectRecord(option, value)
  if (typeof family.namespace !== 'string' || !CAIP2_NAMESPACE.test(family.namespace))
    invalid(
      `${option}.namespace`,
      `${option}.namespace must be 3 to 8 characters of a-z, 0-9 and '-' (a CAIP-2 namespace).`,
    )
  expectString(`${option}.name`, family.name)
  for (const method of ['isChainId', 'isAddress']) {
    if (typeof family[method] !== 'function')
      invalid(`${option}.${method}`, `${option} has no ${method}() function.`)
  }
  if (!Array.isArray(family.accountTypes) || family.accountTypes.length === 0)
    invalid(`${option}.accountTypes`, `${option}.accountTypes must list at least one account type.`)
  return value as ChainFamily
}

/**
 * The families a kit knows: the four built-in ones, then the host's `families`, then each
 * adapter's family (a later one replaces an earlier one of the same namespace). Validates the
 * descriptors; `adapters` must have been validated.
 */
export function resolveFamilies(families: unknown, adapters: unknown): FamilyRegistry {
  if (families !== undefined && !Array.isArray(families))
    invalid('families', 'families must be an array of chain family descriptors.')
  const list: ChainFamily[] = [...BUILT_IN_FAMILIES]
  ;((families as unknown[] | undefined) ?? []).forEach((family, index) => {
    list.push(validateFamily(`families[${index}]`, family))
  })
  ;((adapters as { family: unknown }[] | undefined) ?? []).forEach((adapter, index) => {
    list.push(validateFamily(`adapters[${index}].family`, adapter.family))
  })
  return createFamilyRegistry(list)
}

/**
 * One CaipNetwork (spec §3 "Network"): its caipNetworkId must be `chainNamespace:id`, of a
 * family the kit knows, with a chain id that family accepts.
 */
export function validateNetwork(
  option: string,
  value: unknown,
  families: FamilyRegistry = createFamilyRegistry(BUILT_IN_FAMILIES),
): void {
  const network = expectRecord(option, value)
  const { id, chainNamespace, caipNetworkId, nativeCurrency, rpcUrls } = network
  if (
    !(
      (typeof id === 'number' && Number.isInteger(id) && id >= 0) ||
      (typeof id === 'string' && id !== '')
    )
  )
    invalid(`${option}.id`, `${option}.id must be a non-negative integer or a non-empty string.`)
  expectString(`${option}.name`, network.name)
  if (!families.has(chainNamespace))
    invalid(
      `${option}.chainNamespace`,
      `${option}.chainNamespace must be one of ${known(families)} (or the namespace of a family passed in adapters or families).`,
    )
  if (!families.require(chainNamespace).isChainId(String(id)))
    invalid(
      `${option}.id`,
      `${option}.id ${JSON.stringify(id)} is not a chain id of the ${chainNamespace} family.`,
    )
  const expected = `${chainNamespace}:${String(id)}`
  if (caipNetworkId !== expected)
    invalid(
      `${option}.caipNetworkId`,
      `${option}.caipNetworkId is ${JSON.stringify(caipNetworkId)}; expected '${expected}' (chainNamespace:id).`,
    )
  const currency = expectRecord(`${option}.nativeCurrency`, nativeCurrency)
  expectString(`${option}.nativeCurrency.name`, currency.name)
  expectString(`${option}.nativeCurrency.symbol`, currency.symbol)
  if (
    typeof currency.decimals !== 'number' ||
    !Number.isInteger(currency.decimals) ||
    currency.decimals < 0
  )
    invalid(
      `${option}.nativeCurrency.decimals`,
      `${option}.nativeCurrency.decimals must be a non-negative integer.`,
    )
  const urls = expectRecord(
    `${option}.rpcUrls.default`,
    isRecord(rpcUrls) ? rpcUrls.default : undefined,
  )
  if (!Array.isArray(urls.http))
    invalid(
      `${option}.rpcUrls.default.http`,
      `${option}.rpcUrls.default.http must be an array of URLs.`,
    )
  urls.http.forEach((url: unknown, index: number) => {
    if (!isHttpUrl(url))
      invalid(`${option}.rpcUrls.default.http[${index}]`, 'An RPC URL must be an http(s) URL.')
  })
  if (urls.webSocket !== undefined) {
    if (!Array.isArray(urls.webSocket) || !urls.webSocket.every(isWsUrl))
      invalid(`${option}.rpcUrls.default.webSocket`, 'WebSocket RPC URLs must be ws(s) URLs.')
  }
  if (network.assets !== undefined) {
    const assets = expectRecord(`${option}.assets`, network.assets)
    expectOptionalImage(`${option}.assets.imageUrl`, assets.imageUrl)
  }
  if (network.blockExplorers !== undefined) {
    const explorers = expectRecord(`${option}.blockExplorers`, network.blockExplorers)
    const explorer = expectRecord(`${option}.blockExplorers.default`, explorers.default)
    expectOptionalLink(`${option}.blockExplorers.default.url`, explorer.url ?? '')
  }
}

/** `networks`: a non-empty list of CaipNetworks with distinct caipNetworkIds. */
export function validateNetworks(value: unknown, families: FamilyRegistry): void {
  if (!Array.isArray(value) || value.length === 0)
    invalid('networks', 'networks must be a non-empty array of CaipNetwork objects.')
  const seen = new Set<unknown>()
  value.forEach((network, index) => {
    validateNetwork(`networks[${index}]`, network, families)
    const id = (network as { caipNetworkId: unknown }).caipNetworkId
    if (seen.has(id)) invalid(`networks[${index}]`, `networks lists ${String(id)} twice.`)
    seen.add(id)
  })
}

export function validateDefaultNetwork(
  value: unknown,
  networks: readonly unknown[],
  families: FamilyRegistry,
): void {
  if (value === undefined) return
  validateNetwork('defaultNetwork', value, families)
  const id = (value as { caipNetworkId: unknown }).caipNetworkId
  if (!networks.some((network) => (network as { caipNetworkId: unknown }).caipNetworkId === id))
    invalid('defaultNetwork', `defaultNetwork ${String(id)} is not in networks.`)
}

/** The contract's required operations (see `ChainAdapter`). */
const ADAPTER_METHODS = [
  'setup',
  'getConnectors',
  'connect',
  'restore',
  'disconnect',
  'signMessage',
  'sendTransaction',
  'getBalance',
  'switchNetwork',
  'getProvider',
  'on',
  'destroy',
]

/** `adapters`: chain adapters, at most one per namespace. */
export function validateAdapters(value: unknown): void {
  if (value === undefined) return
  if (!Array.isArray(value)) invalid('adapters', 'adapters must be an array of chain adapters.')
  const seen = new Set<unknown>()
  value.forEach((adapter, index) => {
    const option = `adapters[${index}]`
    if (typeof adapter !== 'object' || adapter === null)
      invalid(option, `${option} must be a chain adapter object.`)
    const { family } = adapter as { family?: { namespace?: unknown } }
    const namespace = family?.namespace
    if (typeof namespace !== 'string' || !CAIP2_NAMESPACE.test(namespace))
      invalid(
        `${option}.family`,
        `${option}.family must be a chain family descriptor with a CAIP-2 namespace.`,
      )
    for (const method of ADAPTER_METHODS) {
      if (typeof (adapter as Record<string, unknown>)[method] !== 'function')
        invalid(`${option}.${method}`, `${option} has no ${method}() method.`)
    }
    if (seen.has(namespace)) invalid(option, `Two adapters serve ${String(namespace)}.`)
    seen.add(namespace)
  })
}

/** `tokens`: keyed by caipNetworkId, each with a token address and an optional image URL. */
export function validateTokens(value: unknown, families: FamilyRegistry): void {
  if (value === undefined) return
  const tokens = expectRecord('tokens', value)
  for (const [key, token] of Object.entries(tokens)) {
    const [namespace, reference, ...rest] = key.split(':')
    if (!families.has(namespace) || !reference || rest.length > 0)
      invalid(`tokens.${key}`, `tokens key '${key}' must be a caipNetworkId (namespace:chainId).`)
    const entry = expectRecord(`tokens.${key}`, token)
    expectString(`tokens.${key}.address`, entry.address)
    expectOptionalImage(`tokens.${key}.image`, entry.image)
  }
}

/** `defaultAccountTypes`: per known namespace, one of its account types. */
export function validateDefaultAccountTypes(value: unknown, families: FamilyRegistry): void {
  if (value === undefined) return
  const types = expectRecord('defaultAccountTypes', value)
  for (const [namespace, type] of Object.entries(types)) {
    const option = `defaultAccountTypes.${namespace}`
    if (!families.has(namespace))
      invalid(option, `Unknown namespace '${namespace}'; expected one of ${known(families)}.`)
    const allowed: readonly AccountType[] = families.require(namespace).accountTypes
    if (!allowed.includes(type as AccountType))
      invalid(
        option,
        `${option} is ${JSON.stringify(type)}; expected one of ${allowed.join(', ')}.`,
      )
  }
}
