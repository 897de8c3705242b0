import type { CaipNetwork } from '@gangway/core/adapter'
import { useCallback, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import type { MessageId } from '../../i18n/messages/en/index.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import type { Translate } from '../../i18n/translate.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { RetryIcon } from '../../ui/viewIcons.js'
import { AttemptStatus, NothingSelected, useAttempts } from '../shared/Attempt.js'
import { TIMED_OUT, withTimeLimit } from '../shared/withTimeLimit.js'

type Status = { kind: 'switching' } | { kind: 'error'; error: unknown }

function refusal(t: Translate<MessageId>, error: unknown): string {
  if (error === TIMED_OUT) return t('wallets.walletDidNotAnswer')
  return t.error(error, 'wallets.switchDeclined')
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
  const t = useT(walletsText)
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
      setStatus({ kind: 'error', error })
      kit.controllers.modal.shake()
    }
  }, [kit, network])
  const { retry } = useAttempts(run)

  if (!network) return <NothingSelected text={t('wallets.noNetworkSelected')} />
  const failed = status.kind === 'error'
  return (
    <div className="gw-center" style={{ padding: '16px 8px 8px' }}>
      <AttemptStatus
        image={<NetworkIcon network={network} size={40} />}
        failed={failed}
        title={
          failed ? refusal(t, status.error) : t('wallets.switchingTo', { network: network.name })
        }
        titleTestId="switch-title"
        text={
          failed
            ? t('wallets.switchNotDone', { network: network.name })
            : t('wallets.approveSwitch')
        }
      />
      {failed ? (
        <div className="gw-list" style={{ width: '100%' }}>
          <Button onClick={retry} data-testid="switch-retry">
            <RetryIcon />
            {t('wallets.tryAgain')}
          </Button>
          <Button
            variant="secondary"
            // One step back, also from UnsupportedChain (whose goBack rule would close).
            onClick={() =>
              kit.controllers.router.goBackToIndex(kit.stores.router.getState().history.length - 2)
            }
            data-testid="switch-back"
          >
            {t('wallets.chooseAnotherNetwork')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
