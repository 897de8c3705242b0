import { KitError } from '@gangway/core/common'
import type { TokenBalance } from '@gangway/core/internal'
import {
  estimateSendFee,
  getSendTokens,
  type SendFee,
  type SendInputError,
  validateSend,
} from '@gangway/core/send'
import { selectActiveCaipNetwork, shallowEqual } from '@gangway/core/shell'
import { useEffect, useState } from 'react'
import { selectAccountState } from '../../hooks/accountState.js'
import { useStoreSelector } from '../../hooks/context.js'
import type { MessageId } from '../../i18n/messages/en/index.js'
import type { Translate } from '../../i18n/translate.js'
import type { UiKit } from '../../kit/types.js'
import type { NumberFormat } from '../../utils/numbers.js'
import { useDebounced } from '../shared/useDebounced.js'

/** How long typing settles before the fee is estimated again. */
const FEE_DEBOUNCE_MS = 300

/** Which field a send problem belongs to (for aria-invalid). */
export type SendField = 'amount' | 'receiver'

const RECEIVER_CODES = new Set(['INVALID_ADDRESS', 'SEND_RECEIVER_OTHER_FAMILY'])

export function fieldOf(error: SendInputError | undefined, amount: string, receiver: string) {
  if (!error) return undefined
  if (RECEIVER_CODES.has(error.code)) return 'receiver'
  if (error.code === 'SEND_SOLANA_INVALID' && amount.trim() !== '' && receiver.trim() === '')
    return 'receiver'
  return 'amount'
}

export interface SendForm {
  token: TokenBalance | undefined
  amount: string
  receiver: string
  loading: boolean
  tokens: TokenBalance[]
  network: { name: string; caipNetworkId: string; symbol: string } | undefined
  /** The network fee once estimated (undefined while unknown). */
  fee: SendFee | undefined
  estimating: boolean
  /** The first problem of the send (spec texts), fee included once known. */
  error: SendInputError | undefined
}

/** The tokens the Send view offers (native first, then tokens with a balance), as balances change. */
export function useSendTokens(kit: UiKit): TokenBalance[] {
  // getSendTokens reads the chain store (the active account's balances) itself.
  return useStoreSelector(kit.stores.chain, () => getSendTokens(kit), sameTokens)
}

/** The same token list: the same tokens (each compared shallowly, a native entry is built anew). */
const sameTokens = (a: TokenBalance[], b: TokenBalance[]): boolean =>
  a.length === b.length && a.every((token, index) => shallowEqual(token, b[index]))

/**
 * The Send views' data: the send state, the tokens to pick from, the fee (estimated again when
 * the token, amount or receiver settle) and the send's first problem.
 */
export function useSendForm(kit: UiKit): SendForm {
  const send = useStoreSelector(kit.stores.send, (state) => ({
    token: state.token,
    amount: state.sendTokenAmount ?? '',
    receiver: state.receiverAddress ?? '',
    loading: state.loading,
  }))
  const account = useStoreSelector(kit.stores.chain, (state) => {
    const entry = selectAccountState(state)
    const network = selectActiveCaipNetwork(state)
    return {
      tokenBalance: entry?.tokenBalance,
      balance: entry?.balance,
      name: network?.name,
      caipNetworkId: network?.caipNetworkId,
      symbol: network?.nativeCurrency.symbol,
    }
  })
  const tokens = useSendTokens(kit)
  const [fee, setFee] = useState<SendFee | undefined>(undefined)
  const [estimating, setEstimating] = useState(false)
  const settled = useDebounced(
    `${send.token?.address}|${send.amount}|${send.receiver}`,
    FEE_DEBOUNCE_MS,
  )
  useEffect(() => {
    if (!settled || send.loading) return
    let current = true
    setEstimating(true)
    estimateSendFee(kit)
      .then((estimate) => current && setFee(estimate))
      .catch(() => current && setFee(undefined))
      .finally(() => current && setEstimating(false))
    return () => {
      current = false
    }
  }, [kit, settled, send.loading])
  // Read in every render: this hook renders again whenever what validateSend reads changes (the
  // send state and the account's balances above, the fee), and the check is a few comparisons.
  const error = validateSend(kit, fee ? { fee: fee.fee } : {})
  const network =
    account.name && account.caipNetworkId && account.symbol
      ? { name: account.name, caipNetworkId: account.caipNetworkId, symbol: account.symbol }
      : undefined
  return { ...send, tokens, network, fee, estimating, error }
}

/** The send's problem in the locale (the error catalogue's text, filled with its params). */
export function sendErrorText(t: Translate<MessageId>, error: SendInputError): string {
  return t.error(new KitError(error.code, error.params ? { params: error.params } : {}))
}

/**
 * '0.0000259 ETH (≈ $0.05)': the fee like the kit's other amounts (3 decimals) with at least
 * 3 significant digits, never all 18 decimals of a gas price; its USD value to the cent.
 */
export function feeText(
  t: Translate<MessageId>,
  format: NumberFormat,
  fee: SendFee | undefined,
  estimating: boolean,
): string {
  if (!fee) return estimating ? t('send.estimating') : '—'
  const amount = format.amount(fee.amount, { significant: 3, symbol: fee.symbol })
  return fee.usd === undefined ? amount : t('send.withUsd', { amount, usd: format.usd(fee.usd) })
}
