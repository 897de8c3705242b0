import { isValidAccountName } from '@gangway/core'
import { evmChainIdToCoinType } from '@gangway/core/eip155'

/** Spec §5 account name rule, as the kit words it. */
export const NAME_RULE = 'at least 4 characters; only letters, digits and hyphen'

/** ENSIP-11: the coin types of EVM chains are 60 (chain 1) and 0x80000000 | chainId. */
const EVM_COIN_TYPE_BASE = 0x80000000
const ETHEREUM_COIN_TYPE = 60

/**
 * The full, lower-case name of `input` under `suffix`: a label (`alice`) or the label with the
 * suffix (`Alice.gangway.eth`). Anything else (a dot in the label, another suffix, a label of
 * fewer than 4 characters or with other characters) is undefined.
 */
export function fullName(input: string, suffix: string): string | undefined {
  const lower = input.trim().toLowerCase()
  const label = lower.endsWith(`.${suffix}`) ? lower.slice(0, -suffix.length - 1) : lower
  return isValidAccountName(label) ? `${label}.${suffix}` : undefined
}

/** The label of a full name (`alice` of `alice.gangway.eth`). */
export const labelOf = (name: string) => name.slice(0, name.indexOf('.'))

export type CoinTypeCheck = { coinType: number } | { error: string }

/**
 * The coin type of a registration: `coinType` (60, or 0x80000000 | chainId) or `chainId` (an EVM
 * chain id, through core's ENSIP-11 rule). A chain id of 2147483648 or more, given either way,
 * is 'Invalid chainId'.
 */
export function evmCoinType(value: { coinType?: number; chainId?: number }): CoinTypeCheck {
  if (value.chainId !== undefined) {
    try {
      const coinType = evmChainIdToCoinType(value.chainId)
      if (value.coinType !== undefined && value.coinType !== coinType)
        return { error: 'coinType: does not match chainId' }
      return { coinType }
    } catch {
      return { error: 'Invalid chainId' }
    }
  }
  const coinType = value.coinType
  if (coinType === ETHEREUM_COIN_TYPE) return { coinType }
  if (coinType === undefined || !Number.isSafeInteger(coinType) || coinType < EVM_COIN_TYPE_BASE)
    return { error: 'coinType: must be an EVM coin type (60, or 0x80000000 | chainId)' }
  // What is left above the EVM bit is the chain id: 31 bits at most.
  if (coinType - EVM_COIN_TYPE_BASE >= EVM_COIN_TYPE_BASE) return { error: 'Invalid chainId' }
  return { coinType }
}

/** The EVM chain id a coin type stands for (1 for 60). */
export const chainIdOf = (coinType: number) =>
  coinType === ETHEREUM_COIN_TYPE ? 1 : coinType - EVM_COIN_TYPE_BASE
