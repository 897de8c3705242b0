import type { OnRampProvider } from '@gangway/core'
import { useEffect, useRef } from 'react'
import type { UiKit } from '../../kit/types.js'
import { Button, Spinner } from '../../ui/controls.js'
import { CheckIcon, ExternalIcon, WarningIcon } from '../../ui/icons.js'
import type { OpenedAs } from './openProviderWindow.js'
import { useFundsArrival } from './useFundsArrival.js'

interface Props {
  kit: UiKit
  provider: OnRampProvider
  url: string
  asset: string
  openedAs: OpenedAs
  /** Restarts the wait (a new purchase). */
  waitKey: number
  onReopen(): void
  onDone(): void
}

const minutes = (seconds: number) =>
  seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`

/**
 * Back in the modal after opening the provider: waits for the asset to arrive (balance read
 * again every few seconds, for at most `ONRAMP_TIMING.waitMs`), with the provider's page one press away
 * (a link when the browser blocked the window) and a way out at every moment.
 */
export function OnRampPending(props: Props) {
  const { kit, provider, url, asset, openedAs } = props
  const arrival = useFundsArrival(kit, asset, props.waitKey)
  const heading = useRef<HTMLHeadingElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the state
  useEffect(() => heading.current?.focus(), [arrival.state])

  if (arrival.state === 'arrived') {
    return (
      <div className="gw-center" data-testid="onramp-arrived" style={{ gap: 12 }}>
        <CheckIcon width={40} height={40} />
        <h3 className="gw-heading" tabIndex={-1} ref={heading}>
          Funds arrived
        </h3>
        <p className="gw-text" role="status">
          {`${+arrival.received.toPrecision(6)} ${asset} arrived in your account.`}
        </p>
        <Button block onClick={props.onDone} data-testid="onramp-done">
          Back to account
        </Button>
      </div>
    )
  }

  if (arrival.state === 'timeout') {
    return (
      <div className="gw-center" data-testid="onramp-timeout" style={{ gap: 12 }}>
        <WarningIcon width={40} height={40} />
        <h3 className="gw-heading" tabIndex={-1} ref={heading}>
          Still on its way?
        </h3>
        <p className="gw-text" role="alert">
          {`Nothing from ${provider.name} has arrived yet. A purchase can take longer; its funds will show in your account when they land.`}
        </p>
        <Button block onClick={props.onReopen} data-testid="onramp-wait-again">
          Keep waiting
        </Button>
        <Button block variant="secondary" onClick={props.onDone}>
          Back to account
        </Button>
      </div>
    )
  }

  return (
    <div className="gw-center" data-testid="onramp-pending" style={{ gap: 12 }}>
      <Spinner label={`Waiting for ${asset} from ${provider.name}`} />
      <h3 className="gw-heading" tabIndex={-1} ref={heading}>
        {`Complete your purchase on ${provider.name}`}
      </h3>
      <p className="gw-text" role="status" data-testid="onramp-status">
        {openedAs === 'blocked'
          ? `Your browser blocked the ${provider.name} window. Open it with the link below.`
          : `${provider.name} opened in a ${openedAs === 'popup' ? 'new window' : 'new tab'}. Your ${asset} will show here once it arrives.`}
      </p>
      <p className="gw-text" aria-live="off" data-testid="onramp-time-left">
        {`Waiting up to ${minutes(arrival.secondsLeft)} more`}
      </p>
      <a
        className="gw-btn"
        data-variant={openedAs === 'blocked' ? 'primary' : 'secondary'}
        href={url}
        target="_blank"
        rel="noopener"
        data-testid="onramp-link"
        data-block="true"
        style={{ textDecoration: 'none' }}
      >
        <ExternalIcon />
        {`Open ${provider.name}`}
      </a>
      <Button block variant="secondary" onClick={props.onDone} data-testid="onramp-stop">
        Stop waiting
      </Button>
    </div>
  )
}
