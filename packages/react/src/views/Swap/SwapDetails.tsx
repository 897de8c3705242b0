import { formatUnits } from '@gangway/core/common'
import { selectActiveCaipNetwork } from '@gangway/core/shell'
import type { ReactNode } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import type { MessageId } from '../../i18n/messages/en/index.js'
import { send as sendText } from '../../i18n/messages/en/send.js'
import type { Translate } from '../../i18n/translate.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import type { NumberFormat } from '../../utils/numbers.js'
import { amountText, amountUsdText, rateText, type SwapView, withUsd } from './useSwap.js'

const ROW_STYLE = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const
const VALUE_STYLE = {
  margin: 0,
  textAlign: 'end',
  overflowWrap: 'anywhere',
  fontWeight: 600,
} as const

/** One term and its value of a details list (`<dl>`). */
export function DetailRow({
  label,
  children,
  testId,
}: {
  label: string
  children: ReactNode
  testId: string
}) {
  return (
    <div style={ROW_STYLE}>
      <dt className="gw-text">{label}</dt>
      <dd className="gw-text" style={VALUE_STYLE} data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/** The active network's name and native currency (the network fee is paid in it). */
export function useSwapNetwork() {
  const kit = useKitInstance()
  return useStoreSelector(kit.stores.chain, (state) => {
    const network = selectActiveCaipNetwork(state)
    return {
      name: network?.name,
      caipNetworkId: network?.caipNetworkId,
      assets: network?.assets,
      symbol: network?.nativeCurrency.symbol,
      decimals: network?.nativeCurrency.decimals,
    }
  })
}

/** '0.000315 ETH (≈ $0.63)', or '—' while the quote has no fee. */
export function networkFeeText(
  t: Translate<MessageId>,
  format: NumberFormat,
  view: Pick<SwapView, 'gasFee' | 'gasPriceInUSD'>,
  network: ReturnType<typeof useSwapNetwork>,
): string {
  const usd = amountUsdText(format, '1', view.gasPriceInUSD)
  if (!/^[1-9]\d*$/.test(view.gasFee) || network.decimals === undefined) return usd || '—'
  return withUsd(
    t,
    amountText(format, formatUnits(BigInt(view.gasFee), network.decimals), network.symbol),
    usd,
  )
}

/** A percent figure ('0.3' → '0.30%' with 2 places) in the locale. */
const percentText = (format: NumberFormat, value: number, places: { min: number; max: number }) =>
  format.number(value / 100, {
    style: 'percent',
    minimumFractionDigits: places.min,
    maximumFractionDigits: places.max,
  })

/**
 * The quote's details (spec §3, §9): the rate, price impact, max slippage (slippage % of the
 * destination amount), the provider fee when the swap API reports one its transaction takes (no
 * row otherwise: a fee nobody charges is not shown) and network fee.
 * `only` picks the rows (SwapPreview shows the fees and max slippage).
 */
export function SwapDetails({
  view,
  testId,
  children,
  rate = true,
}: {
  view: SwapView
  testId: string
  children?: ReactNode
  rate?: boolean
}) {
  const t = useT(sendText)
  const format = useNumberFormat()
  const network = useSwapNetwork()
  const from = view.sourceToken
  const to = view.toToken
  return (
    <dl
      style={{ display: 'flex', flexDirection: 'column', gap: 8, margin: 0 }}
      data-testid={testId}
    >
      {children}
      {rate ? (
        <>
          <DetailRow label={t('send.price')} testId={`${testId}-rate`}>
            {rateText(format, view)}
          </DetailRow>
          <DetailRow label={t('send.priceImpact')} testId={`${testId}-impact`}>
            {view.priceImpact === undefined
              ? '—'
              : percentText(format, view.priceImpact, { min: 2, max: 2 })}
          </DetailRow>
        </>
      ) : null}
      <DetailRow label={t('send.maxSlippage')} testId={`${testId}-slippage`}>
        {view.maxSlippage === undefined
          ? '—'
          : `${amountText(format, view.maxSlippage, to?.symbol)} (${percentText(format, view.slippage, { min: 0, max: 2 })})`}
      </DetailRow>
      {view.providerFee === undefined ? null : (
        <DetailRow label={t('send.providerFee')} testId={`${testId}-provider-fee`}>
          {withUsd(
            t,
            amountText(format, view.providerFee, from?.symbol),
            amountUsdText(format, view.providerFee, view.sourceTokenPriceInUSD),
          )}
        </DetailRow>
      )}
      <DetailRow label={t('send.networkFee')} testId={`${testId}-network-fee`}>
        {networkFeeText(t, format, view, network)}
      </DetailRow>
    </dl>
  )
}
