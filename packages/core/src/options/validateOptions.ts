import { isCaipNetworkId } from '../caip/caip.js'
import { DEFAULT_FEATURES } from '../constants.js'
import { KitError } from '../errors/KitError.js'
import type { FamilyRegistry } from '../families/registry.js'
import {
  expectHttpUrl,
  expectKnownKeys,
  expectOptionalBoolean,
  expectOptionalHttpUrl,
  expectOptionalIds,
  expectOptionalImage,
  expectOptionalLink,
  expectOptionalList,
  expectOptionalString,
  expectRecord,
  expectString,
  invalid,
  isWsUrl,
} from './checks.js'
import { CONNECT_METHODS } from './connectMethods.js'
import { isSafeThemeValue, THEME_TOKEN } from './themeValues.js'
import type { KitOptions } from './types.js'
import {
  resolveFamilies,
  validateAdapters,
  validateDefaultAccountTypes,
  validateDefaultNetwork,
  validateNetworks,
  validateTokens,
} from './validateChains.js'

/** Every option `createKit` accepts (spec §1 plus the kit's own). */
export const KIT_OPTION_KEYS = [
  'adapters',
  'families',
  'networks',
  'defaultNetwork',
  'projectId',
  'sdkType',
  'sdkVersion',
  'metadata',
  'features',
  'customWallets',
  'includeWalletIds',
  'excludeWalletIds',
  'featuredWalletIds',
  'tokens',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'siwx',
  'siweConfig',
  'enableEmbedded',
  'allowUnsupportedChain',
  'defaultAccountTypes',
  'themeMode',
  'themeVariables',
  'locale',
  'preloadModal',
  'nonce',
  'enableWalletConnect',
  'relayUrl',
  'analyticsUrl',
  'balanceApiUrl',
  'activityApiUrl',
  'nftApiUrl',
  'swapApiUrl',
  'swapNetworks',
  'namesApiUrl',
  'embeddedWallet',
  'onrampProviders',
  'walletDirectory',
  'storage',
  'debug',
] as const satisfies readonly (keyof KitOptions)[]

export const FEATURE_KEYS = Object.keys(DEFAULT_FEATURES) as (keyof typeof DEFAULT_FEATURES)[]
export const SOCIAL_PROVIDERS = DEFAULT_FEATURES.socials
export const CONNECTOR_TYPE_ORDER = DEFAULT_FEATURES.connectorTypeOrder

const BOOLEAN_FEATURES = FEATURE_KEYS.filter(
  (key) => typeof DEFAULT_FEATURES[key] === 'boolean',
) as string[]
const BOOLEAN_OPTIONS = [
  'enableEmbedded',
  'allowUnsupportedChain',
  'enableWalletConnect',
  'debug',
] as const
const PRELOAD_MODES = ['idle', 'intent', false] as const
/** A CSP nonce: base64 (or base64url) characters, never a quote, space or `;`. */
const NONCE = /^[A-Za-z0-9+/_-]{8,256}={0,2}$/
const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions']
const WALLET_HTTP_LINKS = ['homepage', 'webapp_link', 'app_store', 'play_store'] as const
/** Deep links may use a wallet's own scheme (e.g. `metamask://`). */
const WALLET_DEEP_LINKS = ['mobile_link', 'desktop_link'] as const

export function validateFeatures(value: unknown): void {
  if (value === undefined) return
  const features = expectRecord('features', value)
  expectKnownKeys('features', features, FEATURE_KEYS)
  for (const key of BOOLEAN_FEATURES) expectOptionalBoolean(`features.${key}`, features[key])
  if (features.socials !== false)
    expectOptionalList('features.socials', features.socials, SOCIAL_PROVIDERS)
  expectOptionalList(
    'features.connectMethodsOrder',
    features.connectMethodsOrder,
    CONNECT_METHODS,
    {
      nonEmpty: true,
    },
  )
  expectOptionalList(
    'features.connectorTypeOrder',
    features.connectorTypeOrder,
    CONNECTOR_TYPE_ORDER,
  )
}

function validateMetadata(value: unknown): void {
  if (value === undefined) return
  const metadata = expectRecord('metadata', value)
  expectKnownKeys('metadata', metadata, ['name', 'description', 'url', 'icons'])
  expectString('metadata.name', metadata.name)
  expectString('metadata.description', metadata.description, { allowEmpty: true })
  expectHttpUrl('metadata.url', metadata.url)
  if (!Array.isArray(metadata.icons))
    invalid('metadata.icons', 'metadata.icons must be an array of URLs.')
  metadata.icons.forEach((icon: unknown, index: number) => {
    expectOptionalImage(`metadata.icons[${index}]`, icon ?? '')
  })
}

function validateCustomWallets(value: unknown): void {
  if (value === undefined) return
  if (!Array.isArray(value)) invalid('customWallets', 'customWallets must be an array of wallets.')
  const seen = new Set<unknown>()
  value.forEach((item, index) => {
    const option = `customWallets[${index}]`
    const wallet = expectRecord(option, item)
    expectString(`${option}.id`, wallet.id)
    expectString(`${option}.name`, wallet.name)
    if (seen.has(wallet.id))
      invalid(`${option}.id`, `customWallets lists '${String(wallet.id)}' twice.`)
    seen.add(wallet.id)
    for (const key of WALLET_HTTP_LINKS)
      expectOptionalLink(`${option}.${key}`, wallet[key] ?? undefined, 'web')
    for (const key of WALLET_DEEP_LINKS)
      expectOptionalLink(`${option}.${key}`, wallet[key] ?? undefined, 'app')
    expectOptionalImage(`${option}.image_url`, wallet.image_url)
    if (wallet.rdns !== undefined && wallet.rdns !== null)
      expectString(`${option}.rdns`, wallet.rdns)
  })
}

function validateSiwx(options: Record<string, unknown>): void {
  const { siwx, siweConfig } = options
  if (siwx !== undefined && siweConfig !== undefined) throw new KitError('SIWX_AND_SIWE_BOTH_SET')
  if (siweConfig !== undefined) expectRecord('siweConfig', siweConfig)
  if (siwx === undefined) return
  const config = expectRecord('siwx', siwx)
  for (const method of SIWX_METHODS) {
    if (typeof config[method] !== 'function')
      invalid(`siwx.${method}`, `siwx has no ${method}() method.`)
  }
  if (config.getRequired !== undefined && typeof config.getRequired !== 'function')
    invalid('siwx.getRequired', 'siwx.getRequired must be a function.')
  expectOptionalBoolean('siwx.signOutOnDisconnect', config.signOutOnDisconnect)
}

/** 'auto', or a BCP 47 language tag: a 2–3 letter language and optional subtags. */
const LOCALE_TAG = /^(?:auto|[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3})$/

export function validateTheme(options: Record<string, unknown>): void {
  const { themeMode, themeVariables } = options
  if (themeMode !== undefined && themeMode !== 'light' && themeMode !== 'dark')
    invalid('themeMode', `themeMode is ${JSON.stringify(themeMode)}; expected 'light' or 'dark'.`)
  const { preloadModal, locale } = options
  if (locale !== undefined && !(typeof locale === 'string' && LOCALE_TAG.test(locale)))
    invalid(
      'locale',
      `locale is ${JSON.stringify(locale)}; expected a language tag such as 'en' or 'pt-BR', or 'auto'.`,
    )
  if (preloadModal !== undefined && !(PRELOAD_MODES as readonly unknown[]).includes(preloadModal))
    invalid(
      'preloadModal',
      `preloadModal is ${JSON.stringify(preloadModal)}; expected 'idle', 'intent' or false.`,
    )
  if (themeVariables === undefined) return
  const variables = expectRecord('themeVariables', themeVariables)
  for (const [token, value] of Object.entries(variables)) {
    const option = `themeVariables.${token}`
    if (!THEME_TOKEN.test(token))
      invalid(option, `Theme variable '${token}' must be a --gw-* custom property name.`)
    if (value !== undefined && !isSafeThemeValue(value))
      invalid(
        option,
        `${option} must be a number or a short CSS value that loads nothing (no url()).`,
      )
  }
}

/** `swapNetworks`: CAIP-2 ids (`namespace:reference`), no duplicates. */
function validateSwapNetworks(value: unknown): void {
  expectOptionalIds('swapNetworks', value)
  ;(value as unknown[] | undefined)?.forEach((id, index) => {
    if (!isCaipNetworkId(id))
      invalid(
        `swapNetworks[${index}]`,
        `swapNetworks[${index}] is ${JSON.stringify(id)}; expected a CAIP-2 network id like 'eip155:31337'.`,
      )
  })
}

/** `onrampProviders`: descriptors with an id, a name, a fee range, assets and `buildUrl` or `createUrl`. */
function validateOnrampProviders(value: unknown): void {
  if (value === undefined) return
  if (!Array.isArray(value))
    invalid('onrampProviders', 'onrampProviders must be an array of on-ramp provider descriptors.')
  const ids = new Set<string>()
  value.forEach((item: unknown, index: number) => {
    const at = `onrampProviders[${index}]`
    const provider = expectRecord(at, item)
    if (
      typeof provider.id !== 'string' ||
      !/^[\w-]{1,64}$/.test(provider.id) ||
      ids.has(provider.id)
    )
      invalid(`${at}.id`, `${at}.id must be a unique id of letters, digits, - and _.`)
    ids.add(provider.id as string)
    expectString(`${at}.name`, provider.name)
    const fee = provider.feeRangePercent
    if (
      !Array.isArray(fee) ||
      fee.length !== 2 ||
      !fee.every((n) => typeof n === 'number' && n >= 0 && n <= 100) ||
      fee[0] > fee[1]
    )
      invalid(`${at}.feeRangePercent`, `${at}.feeRangePercent must be [min, max] percent.`)
    const assets = expectRecord(`${at}.assets`, provider.assets)
    for (const [id, symbols] of Object.entries(assets)) {
      if (!isCaipNetworkId(id))
        invalid(
          `${at}.assets`,
          `${at}.assets key ${JSON.stringify(id)} is not a CAIP-2 network id.`,
        )
      if (!Array.isArray(symbols) || !symbols.every((s) => typeof s === 'string' && s !== ''))
        invalid(`${at}.assets`, `${at}.assets['${id}'] must be a list of asset symbols.`)
    }
    if (typeof provider.buildUrl !== 'function' && typeof provider.createUrl !== 'function')
      invalid(`${at}.buildUrl`, `${at} has neither a buildUrl() nor a createUrl() method.`)
  })
}

function validateConnectivity(options: Record<string, unknown>): void {
  const { projectId, relayUrl, analyticsUrl, balanceApiUrl, walletDirectory, storage } = options
  expectOptionalHttpUrl('analyticsUrl', analyticsUrl)
  expectOptionalHttpUrl('balanceApiUrl', balanceApiUrl)
  expectOptionalHttpUrl('activityApiUrl', options.activityApiUrl)
  expectOptionalHttpUrl('nftApiUrl', options.nftApiUrl)
  expectOptionalHttpUrl('swapApiUrl', options.swapApiUrl)
  expectOptionalHttpUrl('namesApiUrl', options.namesApiUrl)
  if (options.embeddedWallet !== undefined) {
    const embedded = expectRecord('embeddedWallet', options.embeddedWallet)
    expectKnownKeys('embeddedWallet', embedded, ['url'])
    expectHttpUrl('embeddedWallet.url', embedded.url)
  }
  validateSwapNetworks(options.swapNetworks)
  validateOnrampProviders(options.onrampProviders)
  if (projectId !== undefined && (typeof projectId !== 'string' || !/^[\w-]+$/.test(projectId)))
    invalid('projectId', 'projectId must be a non-empty string of letters, digits, - and _.')
  if (relayUrl !== undefined && !isWsUrl(relayUrl))
    invalid('relayUrl', 'relayUrl must be a ws(s) URL.')
  if (walletDirectory !== undefined && walletDirectory !== false) {
    const directory = expectRecord('walletDirectory', walletDirectory)
    expectKnownKeys('walletDirectory', directory, ['url', 'wallets'])
    expectOptionalHttpUrl('walletDirectory.url', directory.url)
    if (directory.wallets !== undefined) {
      if (!Array.isArray(directory.wallets))
        invalid('walletDirectory.wallets', 'walletDirectory.wallets must be an array of wallets.')
      directory.wallets.forEach((wallet: unknown, index: number) => {
        const entry = expectRecord(`walletDirectory.wallets[${index}]`, wallet)
        expectString(`walletDirectory.wallets[${index}].id`, entry.id)
        expectString(`walletDirectory.wallets[${index}].name`, entry.name)
      })
    }
  }
  if (storage !== undefined) {
    const backend = expectRecord('storage', storage)
    for (const method of ['getItem', 'setItem', 'removeItem']) {
      if (typeof backend[method] !== 'function')
        invalid(`storage.${method}`, `storage has no ${method}() method.`)
    }
  }
}

/**
 * Checks every option of spec §1 and the kit's own. Throws `KitError('INVALID_OPTION')` naming
 * the first bad option (as a path, e.g. `networks[1].caipNetworkId`), or
 * `KitError('SIWX_AND_SIWE_BOTH_SET')`. Returns the families the kit knows (`resolveFamilies`).
 */
export function validateOptions(input: unknown): FamilyRegistry {
  const options = expectRecord('options', input)
  expectKnownKeys('', options, KIT_OPTION_KEYS)
  validateAdapters(options.adapters)
  const families = resolveFamilies(options.families, options.adapters)
  validateNetworks(options.networks, families)
  validateDefaultNetwork(options.defaultNetwork, options.networks as unknown[], families)
  validateFeatures(options.features)
  validateMetadata(options.metadata)
  expectOptionalString('sdkType', options.sdkType)
  expectOptionalString('sdkVersion', options.sdkVersion)
  validateCustomWallets(options.customWallets)
  expectOptionalIds('includeWalletIds', options.includeWalletIds)
  expectOptionalIds('excludeWalletIds', options.excludeWalletIds)
  expectOptionalIds('featuredWalletIds', options.featuredWalletIds)
  validateTokens(options.tokens, families)
  expectOptionalLink('termsConditionsUrl', options.termsConditionsUrl)
  expectOptionalLink('privacyPolicyUrl', options.privacyPolicyUrl)
  validateSiwx(options)
  for (const key of BOOLEAN_OPTIONS) expectOptionalBoolean(key, options[key])
  validateDefaultAccountTypes(options.defaultAccountTypes, families)
  validateTheme(options)
  if (
    options.nonce !== undefined &&
    (typeof options.nonce !== 'string' || !NONCE.test(options.nonce))
  )
    invalid('nonce', "nonce must be the page's CSP nonce: 8 to 256 base64 characters.")
  validateConnectivity(options)
  return families
}
