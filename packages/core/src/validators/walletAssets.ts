import type { WalletAsset } from '../adapters/capabilities.js'
import type { TokenBalance } from '../types/account.js'
import type { CaipNetworkId } from '../types/chain.js'
import { formatUnits } from '../utils/decimal.js'
import { MAX_DATA_IMAGE_LENGTH, safeImageUrl } from './links.js'
import { isRecord, ownField as own } from './records.js'

/** `wallet_getAssets` result: hex chain id → assets. */
export type WalletAssetResponse = Record<string, WalletAsset[]>

export type WalletAssetsResult =
  | { ok: true; balances: TokenBalance[] }
  /** The caller falls back to the balance API (spec §5). */
  | { ok: false; reason: string }

/** Token decimals above this are not real tokens (and would build absurd strings). */
const MAX_DECIMALS = 255
/** Most chains, and assets on one chain, an answer may hold (more: not a valid answer). */
export const MAX_ASSET_CHAINS = 64
export const MAX_ASSETS_PER_CHAIN = 500
/** Longest address, name and symbol (the icon URL is bounded like any inline image). */
const MAX_ADDRESS_LENGTH = 128
const MAX_TEXT_LENGTH = 200
/** Up to 13 hex digits keeps the id a safe integer. */
const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,13}$/
const INTEGER = /^(0x[0-9a-fA-F]{1,128}|\d{1,100})$/

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max

/**
 * Spec §5: an asset is valid only with string address and balance, type ERC20 or NATIVE, and
 * metadata with name, symbol, decimals, price and iconUrl. Strings must be strings of bounded
 * length (address 128, name and symbol 200, iconUrl an inline image's bound), decimals an
 * integer from 0 to 255, price a finite number not below 0, and the balance an integer (hex or
 * decimal).
 */
export function isValidWalletAsset(value: unknown): value is WalletAsset {
  if (!isRecord(value)) return false
  const balance = own(value, 'balance')
  const type = own(value, 'type')
  const metadata = own(value, 'metadata')
  if (!isText(own(value, 'address'), MAX_ADDRESS_LENGTH)) return false
  if (typeof balance !== 'string' || !INTEGER.test(balance)) return false
  if (type !== 'ERC20' && type !== 'NATIVE') return false
  if (!isRecord(metadata)) return false
  const decimals = own(metadata, 'decimals')
  const price = own(metadata, 'price')
  return (
    isText(own(metadata, 'name'), MAX_TEXT_LENGTH) &&
    isText(own(metadata, 'symbol'), MAX_TEXT_LENGTH) &&
    isText(own(metadata, 'iconUrl'), MAX_DATA_IMAGE_LENGTH) &&
    typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= MAX_DECIMALS &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price >= 0
  )
}

/**
 * A `wallet_getAssets` answer: an object of at most MAX_ASSET_CHAINS hex chain ids, each a list
 * of at most MAX_ASSETS_PER_CHAIN valid assets. A larger answer is not valid (the kit reads the
 * balance API instead), and is rejected before its entries are looked at.
 */
export function isValidWalletAssetResponse(value: unknown): value is WalletAssetResponse {
  if (!isRecord(value)) return false
  const chains = Object.keys(value)
  if (chains.length > MAX_ASSET_CHAINS) return false
  return chains.every((chainId) => {
    const assets = value[chainId]
    return (
      HEX_CHAIN_ID.test(chainId) &&
      Array.isArray(assets) &&
      assets.length <= MAX_ASSETS_PER_CHAIN &&
      assets.every(isValidWalletAsset)
    )
  })
}

function toTokenBalance(asset: WalletAsset, caipNetworkId: CaipNetworkId): TokenBalance {
  const { name, symbol, decimals, price, iconUrl } = asset.metadata
  const numeric = formatUnits(BigInt(asset.balance), decimals)
  const value = price * Number(numeric)
  const balance: TokenBalance = {
    name,
    symbol,
    chainId: caipNetworkId,
    // A huge balance times a huge price is no number to show.
    value: Number.isFinite(value) ? value : 0,
    price,
    quantity: { decimals: String(decimals), numeric },
    // Rendered as an image: only what the image check accepts.
    iconUrl: safeImageUrl(iconUrl) ?? '',
  }
  if (asset.type === 'ERC20') balance.address = `${caipNetworkId}:${asset.address}`
  return balance
}

/**
 * Turns a `wallet_getAssets` answer into token balances, or says why it cannot (so the caller
 * falls back to the balance API). `chainId` picks one chain's assets; without it every chain's.
 * Never throws.
 */
export function parseWalletAssets(response: unknown, chainId?: number): WalletAssetsResult {
  if (!isValidWalletAssetResponse(response)) {
    return { ok: false, reason: 'wallet_getAssets answer is not a valid asset list' }
  }
  const balances: TokenBalance[] = []
  for (const [hexChainId, assets] of Object.entries(response)) {
    const id = Number.parseInt(hexChainId, 16)
    if (chainId !== undefined && id !== chainId) continue
    for (const asset of assets) balances.push(toTokenBalance(asset, `eip155:${id}`))
  }
  return { ok: true, balances }
}

/** Spec §3: tokens with decimals 0 are dropped (as are entries without a quantity.decimals). */
export function filterTokenBalances<T extends Pick<TokenBalance, 'quantity'>>(
  balances: readonly T[],
): T[] {
  if (!Array.isArray(balances)) return []
  return balances.filter((balance) => {
    if (!isRecord(balance) || !isRecord(balance.quantity)) return false
    const decimals = balance.quantity.decimals
    if (typeof decimals === 'string') return decimals.trim() !== '0'
    return typeof decimals === 'number' && decimals !== 0
  })
}
