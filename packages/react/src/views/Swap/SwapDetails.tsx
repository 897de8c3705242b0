import { formatNumberToLocalString, formatUnits } from '@gangway/core'
import type { ReactNode } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { amountText, amountUsdText, rateText, type SwapView } from './useSwap.js'

const ROW_STYLE = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const
const VALUE_STYLE = {
  margin: 0,
  textAlign: 'right',
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

const withUsd = (text: string, usd: string) => (usd ? `${text} (≈ ${usd})` : text)

/** The active network's name and native currency (the network fee is paid in it). */
export function useSwapNetwork() {
  const kit = useKitInstance()
  return useStoreSelector(kit.stores.chain, (state) => ({
    name: state.activeCaipNetwork?.name,
    symbol: state.activeCaipNetwork?.nativeCurrency.symbol,
    decimals: state.activeCaipNetwork?.nativeCurrency.decimals,
  }))
}

/** '0.000315 ETH (≈ $0.63)', or '—' while the quote has no fee. */
export function networkFeeText(
  view: Pick<SwapView, 'gasFee' | 'gasPriceInUSD'>,
  network: ReturnType<typeof useSwapNetwork>,
): string {
  const usd = amountUsdText('1', view.gasPriceInUSD)
  if (!/^[1-9]\d*$/.test(view.gasFee) || network.decimals === undefined) return usd || '—'
  return withUsd(
    amountText(formatUnits(BigInt(view.gasFee), network.decimals), network.symbol),
    usd,
  )
}

/**
 * The quote's details (spec §3, §9): the rate, price impact, max slippage (slippage % of the
 * destination amount), provider fee (0.85 % of the source amount) and network fee.
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
          <DetailRow label="Price" testId={`${testId}-rate`}>
            {rateText(view)}
          </DetailRow>
          <DetailRow label="Price impact" testId={`${testId}-impact`}>
            {view.priceImpact === undefined
              ? '—'
              : `${formatNumberToLocalString(view.priceImpact, 2)}%`}
          </DetailRow>
        </>
      ) : null}
      <DetailRow label="Max slippage" testId={`${testId}-slippage`}>
        {view.maxSlippage === undefined
          ? '—'
          : `${amountText(view.maxSlippage, to?.symbol)} (${view.slippage}%)`}
      </DetailRow>
      <DetailRow label="Provider fee" testId={`${testId}-provider-fee`}>
        {view.providerFee === undefined
          ? '—'
          : withUsd(
              amountText(view.providerFee, from?.symbol),
              amountUsdText(view.providerFee, view.sourceTokenPriceInUSD),
            )}
      </DetailRow>
      <DetailRow label="Network fee" testId={`${testId}-network-fee`}>
        {networkFeeText(view, network)}
      </DetailRow>
    </dl>
  )
}
