import type { OnRampProvider } from '@gangway/core/onramp'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button, Spinner } from '../../ui/controls.js'
import { CheckIcon, WarningIcon } from '../../ui/icons.js'
import { ExternalIcon } from '../../ui/viewIcons.js'
import type { OpenedAs } from './openProviderWindow.js'
import { useFundsArrival } from './useFundsArrival.js'

/**
 * A ref that focuses its element once, as it mounts (a stable function, so React calls it only
 * on mount and unmount). Give the element a `key` that changes when focus should move to it anew.
 */
function focusOnMount(element: HTMLElement | null): void {
  element?.focus()
}

interface Props {
  kit: UiKit
  provider: OnRampProvider
  url: string
  asset: string
  openedAs: OpenedAs
  onReopen(): void
  onDone(): void
}

/**
 * Back in the modal after opening the provider: waits for the asset to arrive (balance read
 * again every few seconds, for at most `ONRAMP_TIMING.waitMs`), with the provider's page one press away
 * (a link when the browser blocked the window) and a way out at every moment.
 */
export function OnRampPending(props: Props) {
  const { kit, provider, url, asset, openedAs } = props
  const arrival = useFundsArrival(kit, asset)
  const t = useT(accountText)
  const format = useNumberFormat()
  // Focus follows the state: each state's heading is its own element (keyed), focused as it mounts.
  const heading = focusOnMount

  if (arrival.state === 'arrived') {
    return (
      <div className="gw-center gw-onramp-step" key="arrived" data-testid="onramp-arrived">
        <CheckIcon width={40} height={40} />
        <h3 className="gw-heading" tabIndex={-1} ref={heading}>
          {t('account.onramp.arrived')}
        </h3>
        <p className="gw-text" role="status">
          {t('account.onramp.arrivedText', {
            amount: format.amount(arrival.received.toFixed(6), { decimals: 6, symbol: asset }),
          })}
        </p>
        <Button block onClick={props.onDone} data-testid="onramp-done">
          {t('account.onramp.backToAccount')}
        </Button>
      </div>
    )
  }

  if (arrival.state === 'timeout') {
    return (
      <div className="gw-center gw-onramp-step" key="timeout" data-testid="onramp-timeout">
        <WarningIcon width={40} height={40} />
        <h3 className="gw-heading" tabIndex={-1} ref={heading}>
          {t('account.onramp.stillOnItsWay')}
        </h3>
        <p className="gw-text" role="alert">
          {t('account.onramp.timeoutText', { provider: provider.name })}
        </p>
        <Button block onClick={props.onReopen} data-testid="onramp-wait-again">
          {t('account.onramp.keepWaiting')}
        </Button>
        <Button block variant="secondary" onClick={props.onDone}>
          {t('account.onramp.backToAccount')}
        </Button>
      </div>
    )
  }

  return (
    <div className="gw-center gw-onramp-step" key="pending" data-testid="onramp-pending">
      <Spinner label={t('account.onramp.waitingFor', { asset, provider: provider.name })} />
      <h3 className="gw-heading" tabIndex={-1} ref={heading}>
        {t('account.onramp.complete', { provider: provider.name })}
      </h3>
      <p className="gw-text" role="status" data-testid="onramp-status">
        {openedAs === 'blocked'
          ? t('account.onramp.blocked', { provider: provider.name })
          : t(openedAs === 'popup' ? 'account.onramp.openedWindow' : 'account.onramp.openedTab', {
              provider: provider.name,
              asset,
            })}
      </p>
      <p className="gw-text" aria-live="off" data-testid="onramp-time-left">
        {arrival.secondsLeft >= 60
          ? t('account.onramp.minutesLeft', {
              count: Math.ceil(arrival.secondsLeft / 60),
              minutes: format.number(Math.ceil(arrival.secondsLeft / 60)),
            })
          : t('account.onramp.secondsLeft', {
              count: arrival.secondsLeft,
              seconds: format.number(arrival.secondsLeft),
            })}
      </p>
      <a
        className="gw-btn gw-onramp-link"
        data-variant={openedAs === 'blocked' ? 'primary' : 'secondary'}
        href={url}
        target="_blank"
        rel="noopener"
        data-testid="onramp-link"
        data-block="true"
      >
        <ExternalIcon />
        {t('account.onramp.open', { provider: provider.name })}
      </a>
      <Button block variant="secondary" onClick={props.onDone} data-testid="onramp-stop">
        {t('account.onramp.stop')}
      </Button>
    </div>
  )
}
