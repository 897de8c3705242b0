import { type AccountType, CHAIN_NAMESPACES, type ChainNamespace } from '../types/chain.js'
import {
  expectRecord,
  expectString,
  invalid,
  isHttpUrl,
  isImageUrl,
  isRecord,
  isWsUrl,
} from './checks.js'

const isNamespace = (value: unknown): value is ChainNamespace =>
  (CHAIN_NAMESPACES as readonly unknown[]).includes(value)

/** Account types each namespace can use (spec §6; bip122 also has ordinal accounts). */
export const ACCOUNT_TYPES_BY_NAMESPACE: Record<ChainNamespace, readonly AccountType[]> = {
  eip155: ['eoa', 'smartAccount'],
  solana: ['eoa'],
  polkadot: ['eoa'],
  bip122: ['payment', 'ordinal'],
}

/** One CaipNetwork (spec §3 "Network"): its caipNetworkId must be `chainNamespace:id`. */
export function validateNetwork(option: string, value: unknown): void {
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
  if (!isNamespace(chainNamespace))
    invalid(
      `${option}.chainNamespace`,
      `${option}.chainNamespace must be one of ${CHAIN_NAMESPACES.join(', ')}.`,
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
    if (assets.imageUrl !== undefined && !isImageUrl(assets.imageUrl))
      invalid(`${option}.assets.imageUrl`, 'A network image must be an http(s) URL.')
  }
}

/** `networks`: a non-empty list of CaipNetworks with distinct caipNetworkIds. */
export function validateNetworks(value: unknown): void {
  if (!Array.isArray(value) || value.length === 0)
    invalid('networks', 'networks must be a non-empty array of CaipNetwork objects.')
  const seen = new Set<unknown>()
  value.forEach((network, index) => {
    validateNetwork(`networks[${index}]`, network)
    const id = (network as { caipNetworkId: unknown }).caipNetworkId
    if (seen.has(id)) invalid(`networks[${index}]`, `networks lists ${String(id)} twice.`)
    seen.add(id)
  })
}

export function validateDefaultNetwork(value: unknown, networks: readonly unknown[]): void {
  if (value === undefined) return
  validateNetwork('defaultNetwork', value)
  const id = (value as { caipNetworkId: unknown }).caipNetworkId
  if (!networks.some((network) => (network as { caipNetworkId: unknown }).caipNetworkId === id))
    invalid('defaultNetwork', `defaultNetwork ${String(id)} is not in networks.`)
}

const ADAPTER_METHODS = ['construct', 'syncConnectors', 'getConnectors', 'connect', 'disconnect']

/** `adapters`: chain adapters, at most one per namespace. */
export function validateAdapters(value: unknown): void {
  if (value === undefined) return
  if (!Array.isArray(value)) invalid('adapters', 'adapters must be an array of chain adapters.')
  const seen = new Set<unknown>()
  value.forEach((adapter, index) => {
    const option = `adapters[${index}]`
    if (typeof adapter !== 'object' || adapter === null)
      invalid(option, `${option} must be a chain adapter object.`)
    const { namespace } = adapter as { namespace?: unknown }
    if (!isNamespace(namespace))
      invalid(
        `${option}.namespace`,
        `${option}.namespace must be one of ${CHAIN_NAMESPACES.join(', ')}.`,
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
export function validateTokens(value: unknown): void {
  if (value === undefined) return
  const tokens = expectRecord('tokens', value)
  for (const [key, token] of Object.entries(tokens)) {
    const [namespace, reference, ...rest] = key.split(':')
    if (!isNamespace(namespace) || !reference || rest.length > 0)
      invalid(`tokens.${key}`, `tokens key '${key}' must be a caipNetworkId (namespace:chainId).`)
    const entry = expectRecord(`tokens.${key}`, token)
    expectString(`tokens.${key}.address`, entry.address)
    if (entry.image !== undefined && !isImageUrl(entry.image))
      invalid(`tokens.${key}.image`, 'A token image must be an http(s) URL.')
  }
}

/** `defaultAccountTypes`: per known namespace, one of its account types. */
export function validateDefaultAccountTypes(value: unknown): void {
  if (value === undefined) return
  const types = expectRecord('defaultAccountTypes', value)
  for (const [namespace, type] of Object.entries(types)) {
    const option = `defaultAccountTypes.${namespace}`
    if (!isNamespace(namespace))
      invalid(
        option,
        `Unknown namespace '${namespace}'; expected one of ${CHAIN_NAMESPACES.join(', ')}.`,
      )
    const allowed = ACCOUNT_TYPES_BY_NAMESPACE[namespace]
    if (!allowed.includes(type as AccountType))
      invalid(
        option,
        `${option} is ${JSON.stringify(type)}; expected one of ${allowed.join(', ')}.`,
      )
  }
}
