import { type CaipNetwork, isKitError } from '@gangway/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { LoaderRing, RetryIcon, WarningIcon } from '../../ui/icons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { TIMED_OUT, withTimeLimit } from '../shared/withTimeLimit.js'

type Status = { kind: 'switching' } | { kind: 'error'; message: string }

function refusal(error: unknown): string {
  if (error === TIMED_OUT) return 'The wallet did not answer'
  if (isKitError(error)) return error.shortMessage
  return 'Switch declined'
}

/** Where a finished switch leads: back to before Networks, or closed (UnsupportedChain's rule). */
export function afterSwitch(kit: UiKit) {
  const { history } = kit.stores.router.getState()
  const networksAt = history.lastIndexOf('Networks')
  if (!history.includes('UnsupportedChain') && networksAt > 0)
    kit.controllers.router.goBackToIndex(networksAt - 1)
  else kit.close()
}

/**
 * SwitchNetwork (data: network): asks the wallet to switch — a wallet that does not know the
 * chain is asked to add it (wallet_addEthereumChain, through the adapter) — with the pending
 * state, the refusal and Try again, and a way back to the other networks.
 */
export default function SwitchNetworkView() {
  const kit = useKitInstance()
  const network = useStoreSelector(kit.stores.router, (state) => state.data?.network) as
    | CaipNetwork
    | undefined
  const [status, setStatus] = useState<Status>({ kind: 'switching' })
  const [attempt, setAttempt] = useState(0)
  const started = useRef(-1)

  const run = useCallback(async () => {
    if (!network) return
    setStatus({ kind: 'switching' })
    try {
      await withTimeLimit(kit.switchNetwork(network))
      const { view } = kit.stores.router.getState()
      if (view === 'SwitchNetwork') afterSwitch(kit)
    } catch (error) {
      setStatus({ kind: 'error', message: refusal(error) })
      kit.controllers.modal.shake()
    }
  }, [kit, network])

  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    void run()
  }, [run, attempt])

  if (!network) {
    return (
      <div className="gw-empty">
        <p className="gw-text">No network selected.</p>
        <Button variant="secondary" onClick={kit.controllers.router.goBack}>
          Go back
        </Button>
      </div>
    )
  }
  const failed = status.kind === 'error'
  return (
    <div className="gw-center" style={{ padding: '16px 8px 8px' }}>
      <div className="gw-loader-ring" data-error={failed ? 'true' : 'false'}>
        <WalletImage src={network.assets?.imageUrl} name={network.name} shape="circle" />
        {failed ? (
          <span className="gw-loader-badge" aria-hidden="true">
            <WarningIcon />
          </span>
        ) : (
          <LoaderRing />
        )}
      </div>
      <div role="status" aria-live="polite" className="gw-center" style={{ padding: 0 }}>
        <p
          className="gw-heading"
          style={{ fontSize: 'var(--gw-text-lg)' }}
          data-testid="switch-title"
        >
          {failed ? status.message : `Switching to ${network.name}`}
        </p>
        <p className="gw-text">
          {failed
            ? `The wallet did not switch to ${network.name}. You can try again or choose another network.`
            : 'Approve the switch in your wallet. If it does not know this network yet, it asks to add it first.'}
        </p>
      </div>
      {failed ? (
        <div className="gw-list" style={{ width: '100%' }}>
          <Button onClick={() => setAttempt((count) => count + 1)} data-testid="switch-retry">
            <RetryIcon />
            Try again
          </Button>
          <Button
            variant="secondary"
            // One step back, also from UnsupportedChain (whose goBack rule would close).
            onClick={() =>
              kit.controllers.router.goBackToIndex(kit.stores.router.getState().history.length - 2)
            }
            data-testid="switch-back"
          >
            Choose another network
          </Button>
        </div>
      ) : null}
    </div>
  )
}
