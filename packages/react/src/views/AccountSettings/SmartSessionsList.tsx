import type { ChainNamespace } from '@gangway/core/adapter'
import { isKitError } from '@gangway/core/common'
import { AUTH_CONNECTOR_ID } from '@gangway/core/eip155'
import {
  activeSmartSessions,
  loadEmbedded,
  readSmartSessions,
  type SmartSession,
} from '@gangway/core/embedded'
import { selectAccount, selectConnectorId } from '@gangway/core/shell'
import { useCallback, useEffect, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { truncateAddress } from '../../utils/format.js'

type Listed =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'read'; sessions: SmartSession[] }

const until = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/**
 * AccountSettings' smart sessions (ERC-7715, `features.smartSessions`): the sessions the embedded
 * wallet's smart account holds, read from the chain (active ones: not revoked, not expired), each
 * revocable (approved in the frame, a user operation; the list is read again once it is on chain).
 */
export function SmartSessions({ namespace }: { namespace: ChainNamespace }) {
  const kit = useKitInstance()
  const t = useT(accountText)
  const enabled = useStoreSelector(kit.stores.options, (state) => state.features.smartSessions)
  const place = useStoreSelector(kit.stores.chain, (state) => {
    const { allAccounts, address } = selectAccount(state)
    const smart = allAccounts.find((entry) => entry.type === 'smartAccount')?.address
    return {
      embedded: selectConnectorId(state, namespace) === AUTH_CONNECTOR_ID,
      account: smart ?? address,
      network: state.activeCaipNetwork,
    }
  })
  const [listed, setListed] = useState<Listed>({ state: 'loading' })
  const [revoking, setRevoking] = useState<string>()
  const show = enabled && namespace === 'eip155' && place.embedded && !!place.account
  const { account, network } = place

  const read = useCallback(() => {
    if (!show || !account || !network) return () => undefined
    let current = true
    readSmartSessions(kit, account, network).then(
      (sessions) =>
        current && setListed({ state: 'read', sessions: activeSmartSessions(sessions) }),
      () => current && setListed({ state: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [kit, show, account, network])
  useEffect(read, [read])

  if (!show) return null
  const revoke = async (key: string) => {
    setRevoking(key)
    try {
      await (await loadEmbedded(kit)).revokeSmartSession(key)
      kit.controllers.snackbar.showSuccess(t('account.settings.sessionRevoked'))
      read()
    } catch (error) {
      const cause = error instanceof Error && isKitError(error.cause) ? error.cause : error
      kit.controllers.snackbar.showError(isKitError(cause) ? cause : t.error(cause))
    } finally {
      setRevoking(undefined)
    }
  }
  return (
    <section aria-labelledby="gw-settings-sessions" data-testid="settings-sessions">
      <h3 className="gw-section-title" id="gw-settings-sessions">
        {t('account.settings.sessions')}
      </h3>
      {listed.state !== 'read' || listed.sessions.length === 0 ? (
        <p className="gw-text" role="status" data-testid="settings-sessions-status">
          {listed.state === 'loading'
            ? t('account.settings.sessionsLoading')
            : listed.state === 'failed'
              ? t('account.settings.sessionsFailed')
              : t('account.settings.sessionsNone')}
        </p>
      ) : (
        <ul className="gw-list" style={{ marginBlockStart: 8 }}>
          {listed.sessions.map((session) => (
            <li key={session.key}>
              <div
                className="gw-list-item"
                style={{ cursor: 'default' }}
                data-testid="settings-session"
                data-session-key={session.key}
              >
                <span className="gw-list-item-label">
                  {t('account.settings.sessionKey', { key: truncateAddress(session.key) })}
                  <span className="gw-list-item-sub">
                    {t('account.settings.sessionDetail', {
                      target: truncateAddress(session.target),
                      date: until(session.validUntil),
                    })}
                  </span>
                </span>
                <span className="gw-list-item-end">
                  <Button
                    variant="secondary"
                    aria-label={t('account.settings.revokeSessionLabel', { key: session.key })}
                    disabled={revoking !== undefined}
                    onClick={() => void revoke(session.key)}
                    data-testid="settings-session-revoke"
                  >
                    {t('account.settings.revokeSession')}
                  </Button>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
