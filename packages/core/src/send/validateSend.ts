import type { ErrorCode } from '../errors/catalogue.js'
import { type ErrorParams, errorText } from '../errors/KitError.js'
import type { FamilyRegistry } from '../families/registry.js'
import type { ChainFamily } from '../families/types.js'
import type { Kit } from '../kit/types.js'
import type { TokenBalance } from '../types/account.js'
import {
  isNativeToken,
  nativeBalanceUnits,
  readSendContext,
  tokenBalanceUnits,
  tokenDecimals,
  toUnits,
} from './sendContext.js'

/** What the visitor typed, and what the check needs to know about the account. */
export interface SendInput {
  /** The active family: its address check decides the receiver. */
  family: ChainFamily
  /** Every family the kit knows, to name the family of a receiver of another one. */
  families: FamilyRegistry
  token: TokenBalance | undefined
  /** The amount as typed, in the token's units ('1.5'). */
  amount: string | undefined
  receiver: string | undefined
  /** Whether the token is the network's native currency. */
  native: boolean
  /** The network fee in native base units, once estimated. */
  fee?: bigint | undefined
  /** The native balance in base units (for the fee check). */
  nativeBalance?: bigint | undefined
  /** Smart accounts skip the gas-funds check (spec §6). */
  skipGasCheck?: boolean
}

/** Why a send cannot go: the catalogue entry and its text, word for word. */
export interface SendInputError {
  code: ErrorCode
  message: string
  /** The params the text was filled with (a translated text is filled with them too). */
  params?: ErrorParams
}

const problem = (code: ErrorCode, params?: ErrorParams): SendInputError => ({
  code,
  message: errorText(code, params),
  ...(params ? { params } : {}),
})

/** The receiver's problem: not an address of the active family (another family's, or none: 'Invalid address'). */
function receiverProblem(input: SendInput, receiver: string): SendInputError | undefined {
  const { family, families } = input
  if (families.isAddress(family.namespace, receiver)) return undefined
  const other = families
    .namespaces()
    .find((namespace) => namespace !== family.namespace && families.isAddress(namespace, receiver))
  if (other) {
    const name = families.get(other)?.name ?? other
    return problem('SEND_RECEIVER_OTHER_FAMILY', { other: name, family: family.name })
  }
  return problem('INVALID_ADDRESS')
}

/**
 * The send's input checked as the visitor types (spec §5 send rules), first problem first:
 * amount and receiver required ('Please enter a valid amount and receiver address'), a receiver
 * of the active family, an amount with no more decimals than the token has, within the balance
 * ('Insufficient balance'), and, once the fee is known, enough native currency left for it.
 * Undefined when the send can go. Never throws.
 */
export function getSendInputError(input: SendInput): SendInputError | undefined {
  const amount = input.amount?.trim() ?? ''
  const receiver = input.receiver?.trim() ?? ''
  const { token } = input
  if (!token || amount === '' || receiver === '') return problem('SEND_SOLANA_INVALID')
  const wrongReceiver = receiverProblem(input, receiver)
  if (wrongReceiver) return wrongReceiver
  const decimals = tokenDecimals(token)
  const fraction = amount.split('.')[1] ?? ''
  const units = toUnits(amount, Math.max(decimals, fraction.length))
  if (units === undefined || units <= 0n) return problem('SEND_SOLANA_INVALID')
  if (fraction.replace(/0+$/, '').length > decimals) {
    return problem('SEND_TOO_MANY_DECIMALS', { symbol: token.symbol, decimals })
  }
  const value = toUnits(amount, decimals) ?? 0n
  if (value > tokenBalanceUnits(token)) return problem('INSUFFICIENT_BALANCE')
  const { fee, nativeBalance } = input
  if (fee === undefined || nativeBalance === undefined || input.skipGasCheck) return undefined
  const needed = input.native ? value + fee : fee
  return needed > nativeBalance ? problem('SEND_INSUFFICIENT_GAS') : undefined
}

/**
 * The send state's problem for the active account (see `getSendInputError`), with the fee when
 * it is known. Undefined when the send can go; 'Please enter a valid amount and receiver
 * address' while no account is active.
 */
export function validateSend(kit: Kit, options: { fee?: bigint } = {}): SendInputError | undefined {
  const context = readSendContext(kit)
  if (!context) return problem('SEND_SOLANA_INVALID')
  const { token, sendTokenAmount, receiverAddress } = kit.stores.send.getState()
  return getSendInputError({
    family: context.family,
    families: kit.families,
    token,
    amount: sendTokenAmount,
    receiver: receiverAddress,
    native: token ? isNativeToken(kit, token, context.network) : true,
    fee: options.fee,
    nativeBalance: nativeBalanceUnits(kit, context),
    skipGasCheck: context.isSmartAccount,
  })
}
