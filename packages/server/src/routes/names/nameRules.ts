import { evmChainIdToCoinType } from '@gangway/core/eip155'
import { ACCOUNT_NAME_RULE } from '@gangway/core/internal'
import { checkAccountName } from '@gangway/core/names'

/** Spec §5 account name rule, as the kit words it. */
export const NAME_RULE = ACCOUNT_NAME_RULE

/** ENSIP-11: the coin types of EVM chains are 60 (chain 1) and 0x80000000 | chainId. */
const EVM_COIN_TYPE_BASE = 0x80000000
const ETHEREUM_COIN_TYPE = 60

/** A name checked: the full, normalised name (`alice.gangway.eth`), or why it is refused. */
export type NameCheck = { name: string } | { problem: string }

/**
 * The full name of `input` under `suffix`: a label (`alice`) or the label with the suffix
 * (`Alice.gangway.eth`), its label checked and normalised as the kit does (core's
 * `checkAccountName`: spec §5, DNS label rules, ENSIP-15). A dot left in the label (another
 * suffix) breaks the rule.
 */
export async function checkName(input: string, suffix: string): Promise<NameCheck> {
  const trimmed = input.trim()
  const ending = `.${suffix}`
  const label = trimmed.toLowerCase().endsWith(ending) ? trimmed.slice(0, -ending.length) : trimmed
  const checked = await checkAccountName(label)
  return 'problem' in checked ? checked : { name: `${checked.label}.${suffix}` }
}

/** The full name of `input`, or undefined when it is refused. */
export async function fullName(input: string, suffix: string): Promise<string | undefined> {
  const checked = await checkName(input, suffix)
  return 'name' in checked ? checked.name : undefined
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
