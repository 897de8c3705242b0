import { type CaipNetwork, isKitError } from '@gangway/core'
import { useCallback, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { RetryIcon } from '../../ui/icons.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { AttemptStatus, NothingSelected, useAttempts } from '../shared/Attempt.js'
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
  const { retry } = useAttempts(run)

  if (!network) return <NothingSelected text="No network selected." />
  const failed = status.kind === 'error'
  return (
    <div className="gw-center" style={{ padding: '16px 8px 8px' }}>
      <AttemptStatus
        image={<NetworkIcon network={network} size={40} />}
        failed={failed}
        title={failed ? status.message : `Switching to ${network.name}`}
        titleTestId="switch-title"
        text={
          failed
            ? `The wallet did not switch to ${network.name}. You can try again or choose another network.`
            : 'Approve the switch in your wallet. If it does not know this network yet, it asks to add it first.'
        }
      />
      {failed ? (
        <div className="gw-list" style={{ width: '100%' }}>
          <Button onClick={retry} data-testid="switch-retry">
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
