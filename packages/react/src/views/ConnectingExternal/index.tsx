import { useCallback, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { RetryIcon } from '../../ui/viewIcons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { asksAccountAtConnect } from '../SelectAccount/choices.js'
import { AttemptStatus, NothingSelected, useAttempts } from '../shared/Attempt.js'
import { connectorImage } from '../shared/connectorImage.js'

type Status = { kind: 'connecting' } | { kind: 'error'; error: unknown }

/**
 * ConnectingExternal (spec §2, data: connector): asks the wallet to connect, shows a spinner
 * ring around its icon and "Continue in <wallet>", and a retry on error.
 */
export default function ConnectingExternalView() {
  const kit = useKitInstance()
  const t = useT(walletsText)
  const connector = useStoreSelector(kit.stores.router, (state) => state.data?.connector)
  const [status, setStatus] = useState<Status>({ kind: 'connecting' })

  const connect = useCallback(async () => {
    if (!connector) return
    setStatus({ kind: 'connecting' })
    try {
      await kit.connect({ namespace: connector.chain, connectorId: connector.id })
      const { view } = kit.stores.router.getState()
      if (view !== 'ConnectingExternal' || !kit.stores.modal.getState().open) return
      // A wallet sharing several accounts (a Polkadot extension's): the visitor picks one (no
      // way back to the wallet list: the wallet is connected).
      if (asksAccountAtConnect(kit, connector.chain))
        kit.controllers.router.reset('SelectAccount', {
          namespace: connector.chain,
          afterConnect: true,
        })
      else kit.close()
    } catch (error) {
      setStatus({ kind: 'error', error })
      kit.controllers.modal.shake()
    }
  }, [kit, connector])
  const { retry } = useAttempts(connect)

  if (!connector) return <NothingSelected text={t('wallets.noWalletSelected')} />
  const failed = status.kind === 'error'
  return (
    <div className="gw-center" style={{ padding: '16px 8px 8px' }}>
      <AttemptStatus
        image={<WalletImage src={connectorImage(kit, connector)} name={connector.name} />}
        failed={failed}
        title={
          failed
            ? t.error(status.error, 'wallets.connectionDeclined')
            : t('wallets.continueIn', { wallet: connector.name })
        }
        titleTestId="connecting-title"
        text={failed ? t('wallets.connectionNotCompleted') : t('wallets.acceptRequest')}
      />
      {failed ? (
        <Button variant="secondary" onClick={retry} data-testid="connecting-retry">
          <RetryIcon />
          {t('wallets.tryAgain')}
        </Button>
      ) : null}
    </div>
  )
}
