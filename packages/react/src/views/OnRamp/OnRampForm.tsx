import type { OnRampProvider } from '@gangway/core/onramp'
import { onrampLogo } from '@gangway/core/onramp'
import { useId } from 'react'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import { WalletImage } from '../../ui/WalletImage.js'

/** Amounts offered with one press (USD); any other can be typed. */
export const PRESET_AMOUNTS = [20, 50, 100] as const

export interface OnRampChoice {
  providerId: string
  asset: string
  /** As typed: a decimal in USD. */
  amount: string
}

/** The typed amount when it is a positive number of dollars (at most 2 decimals), else undefined. */
export function parseAmount(text: string): number | undefined {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return undefined
  const value = Number(text)
  return value > 0 ? value : undefined
}

interface Props {
  providers: readonly OnRampProvider[]
  assets: readonly string[]
  choice: OnRampChoice
  onChange(choice: OnRampChoice): void
  amountError: string | undefined
}

/**
 * The provider list (a radio group: arrow keys move, each row names its fee range), the asset
 * to buy and the amount (presets or typed, USD).
 */
export function OnRampForm({ providers, assets, choice, onChange, amountError }: Props) {
  const ids = useId()
  const t = useT(accountText)
  const format = useNumberFormat()
  const feeText = ([min, max]: readonly [number, number]) =>
    min === max
      ? t('account.onramp.fee', { percent: format.number(min) })
      : t('account.onramp.feeRange', { min: format.number(min), max: format.number(max) })
  return (
    <>
      <fieldset className="gw-onramp-fieldset">
        <legend className="gw-section-title">{t('account.onramp.provider')}</legend>
        <div className="gw-list" data-testid="onramp-providers">
          {providers.map((provider) => (
            <label
              key={provider.id}
              className="gw-list-item"
              data-provider={provider.id}
              data-selected={provider.id === choice.providerId || undefined}
            >
              <input
                type="radio"
                name={`${ids}-provider`}
                className="gw-visually-hidden"
                value={provider.id}
                checked={provider.id === choice.providerId}
                onChange={() => onChange({ ...choice, providerId: provider.id })}
              />
              <WalletImage src={onrampLogo(provider)} name={provider.name} />
              <span className="gw-list-item-label">
                {provider.name}
                <span className="gw-list-item-sub">{feeText(provider.feeRangePercent)}</span>
              </span>
              <span className="gw-list-item-end" aria-hidden="true">
                {provider.id === choice.providerId ? '●' : '○'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {assets.length > 1 ? (
        <fieldset className="gw-onramp-fieldset">
          <legend className="gw-section-title">{t('account.onramp.asset')}</legend>
          <div className="gw-onramp-assets" data-testid="onramp-assets">
            {assets.map((asset) => (
              <label key={asset} className="gw-tag gw-onramp-choice" data-tone="neutral">
                <input
                  type="radio"
                  name={`${ids}-asset`}
                  value={asset}
                  checked={asset === choice.asset}
                  onChange={() => onChange({ ...choice, asset })}
                />
                {asset}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="gw-onramp-amount">
        <label className="gw-section-title" htmlFor={`${ids}-amount`}>
          {t('account.onramp.amount')}
        </label>
        <div className="gw-onramp-presets">
          {PRESET_AMOUNTS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="gw-tag gw-onramp-preset"
              data-tone="neutral"
              aria-pressed={choice.amount === String(preset)}
              onClick={() => onChange({ ...choice, amount: String(preset) })}
            >
              {format.number(preset, {
                style: 'currency',
                currency: 'USD',
                maximumFractionDigits: 0,
              })}
            </button>
          ))}
        </div>
        <input
          id={`${ids}-amount`}
          className="gw-input"
          inputMode="decimal"
          autoComplete="off"
          data-testid="onramp-amount"
          value={choice.amount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? `${ids}-amount-error` : undefined}
          onChange={(event) => onChange({ ...choice, amount: event.target.value })}
        />
        {amountError ? (
          <p id={`${ids}-amount-error`} className="gw-text gw-text-error" role="alert">
            {amountError}
          </p>
        ) : null}
      </div>
    </>
  )
}
