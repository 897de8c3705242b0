import type { Connector } from '@gangway/core/adapter'
import { isKitError } from '@gangway/core/common'
import { useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import type { MessageId } from '../../i18n/messages/en/index.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import type { Translate } from '../../i18n/translate.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useLocale, useT } from '../../i18n/useT.js'
import { Button, ListItem, Spinner, Tag } from '../../ui/controls.js'
import { ChevronRightIcon, WarningIcon } from '../../ui/icons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { NothingSelected } from '../shared/Attempt.js'
import { connectorImage } from '../shared/connectorImage.js'
import { namespaceLabel } from '../shared/namespaceLabels.js'
import { TIMED_OUT } from '../shared/withTimeLimit.js'
import { canConnectAll, connectAll } from './connectAll.js'

type Status =
  | { kind: 'idle' }
  | { kind: 'connecting'; label: string; step: number }
  | { kind: 'error'; error: unknown }

/** A failed step's text: what went wrong, and on which chain family when known. */
function failure(t: Translate<MessageId>, error: unknown): string {
  const member = (error as { member?: Connector }).member
  const cause = (error as { cause?: unknown }).cause
  if (!member) {
    if (cause === TIMED_OUT) return t('wallets.walletDidNotAnswer')
    return t.error(cause, 'wallets.connectionDeclined')
  }
  const family = namespaceLabel(member.chain)
  if (cause === TIMED_OUT) return t('wallets.walletDidNotAnswerOn', { family })
  if (isKitError(cause)) return t('wallets.failedOn', { message: t.error(cause), family })
  return t('wallets.connectionDeclinedOn', { family })
}

/**
 * ConnectingMultiChain (data: connector, a merged MULTI_CHAIN entry): the wallet is on several
 * chain families; the visitor picks one (ConnectingExternal for that member), or connects all of
 * them in turn where each is a browser wallet. Wallet names are text only.
 */
export default function ConnectingMultiChainView() {
  const kit = useKitInstance()
  const t = useT(walletsText)
  const format = useNumberFormat()
  const { dir } = useLocale()
  const connector = useStoreSelector(kit.stores.router, (state) => state.data?.connector)
  const members = connector?.connectors ?? []
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  if (!connector || members.length === 0)
    return <NothingSelected text={t('wallets.noWalletSelected')} />

  const busy = status.kind === 'connecting'
  const all = async () => {
    setStatus({ kind: 'connecting', label: '', step: 0 })
    try {
      await connectAll(kit, members, (member, step) =>
        setStatus({ kind: 'connecting', label: namespaceLabel(member.chain), step }),
      )
      if (kit.stores.router.getState().view === 'ConnectingMultiChain') kit.close()
    } catch (error) {
      setStatus({ kind: 'error', error })
      kit.controllers.modal.shake()
    }
  }

  return (
    <>
      <div className="gw-center">
        <WalletImage src={connectorImage(kit, connector)} name={connector.name} />
        <p className="gw-text">{t('wallets.worksOnSeveralChains', { wallet: connector.name })}</p>
      </div>
      <ul className="gw-list" aria-label={t('wallets.chains')}>
        {members.map((member) => {
          const connected = kit.controllers.connection.getStatus(member.chain) === 'connected'
          return (
            <li key={`${member.chain}:${member.id}`}>
              <ListItem
                label={namespaceLabel(member.chain)}
                sublabel={member.name}
                disabled={busy}
                end={
                  connected ? (
                    <Tag tone="success">{t('wallets.connected')}</Tag>
                  ) : (
                    <ChevronRightIcon
                      style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
                    />
                  )
                }
                data-testid="multichain-option"
                data-namespace={member.chain}
                onClick={() =>
                  kit.controllers.router.push('ConnectingExternal', { connector: member })
                }
              />
            </li>
          )
        })}
      </ul>
      {canConnectAll(members) ? (
        <Button block onClick={all} disabled={busy} data-testid="multichain-connect-all">
          {busy ? <Spinner /> : null}
          {t('wallets.connectAllChains')}
        </Button>
      ) : null}
      <div role="status" aria-live="polite" className="gw-center" style={{ padding: 0 }}>
        {status.kind === 'connecting' && status.label ? (
          <p className="gw-text" data-testid="multichain-progress">
            {t('wallets.approveStep', {
              wallet: connector.name,
              family: status.label,
              step: format.number(status.step + 1),
              total: format.number(members.length),
            })}
          </p>
        ) : null}
        {status.kind === 'error' ? (
          <p className="gw-text gw-text-error" data-testid="multichain-error">
            <WarningIcon width={16} height={16} />{' '}
            {t('wallets.failedTryAgain', { message: failure(t, status.error) })}
          </p>
        ) : null}
      </div>
    </>
  )
}
