import type { CaipNetwork } from '@gangway/core/adapter'
import { isKitError } from '@gangway/core/common'
import {
  activeSmartSessions,
  loadEmbedded,
  readSmartSessions,
  type SmartSession,
} from '@gangway/core/embedded'
import { useCallback, useEffect, useState } from 'react'
import { useKitInstance } from '../../hooks/context.js'
import { sessions as sessionsText } from '../../i18n/messages/en/sessions.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { truncateAddress } from '../../utils/format.js'

type Listed =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'read'; sessions: SmartSession[] }

/**
 * The lists on the page, to read again once a revoke is on chain: the frame's approval replaces
 * AccountSettings while it runs, so the list that asked is gone by then and a new one is shown.
 */
const mounted = new Set<() => void>()

const until = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/**
 * The smart sessions (ERC-7715) the embedded wallet's smart account holds, read from the chain
 * (active ones: not revoked, not expired), each revocable (approved in the frame, a user
 * operation; the list is read again once it is on chain). Loaded by SmartSessions only when shown.
 */
export default function SmartSessionsList({
  account,
  network,
}: {
  account: string
  network: CaipNetwork
}) {
  const kit = useKitInstance()
  const t = useT(sessionsText)
  const [listed, setListed] = useState<Listed>({ state: 'loading' })
  const [revoking, setRevoking] = useState<string>()

  const read = useCallback(() => {
    let current = true
    readSmartSessions(kit, account, network).then(
      (sessions) =>
        current && setListed({ state: 'read', sessions: activeSmartSessions(sessions) }),
      () => current && setListed({ state: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [kit, account, network])
  useEffect(read, [read])
  useEffect(() => {
    mounted.add(read)
    return () => {
      mounted.delete(read)
    }
  }, [read])

  const revoke = async (key: string) => {
    setRevoking(key)
    try {
      await (await loadEmbedded(kit)).revokeSmartSession(key)
      kit.controllers.snackbar.showSuccess(t('sessions.revoked'))
      for (const again of mounted) again()
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
        {t('sessions.title')}
      </h3>
      {listed.state !== 'read' || listed.sessions.length === 0 ? (
        <p className="gw-text" role="status" data-testid="settings-sessions-status">
          {listed.state === 'loading'
            ? t('sessions.loading')
            : listed.state === 'failed'
              ? t('sessions.failed')
              : t('sessions.none')}
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
                  {t('sessions.key', { key: truncateAddress(session.key) })}
                  <span className="gw-list-item-sub">
                    {t('sessions.detail', {
                      target: truncateAddress(session.target),
                      date: until(session.validUntil),
                    })}
                  </span>
                </span>
                <span className="gw-list-item-end">
                  <Button
                    variant="secondary"
                    aria-label={t('sessions.revokeLabel', { key: session.key })}
                    disabled={revoking !== undefined}
                    onClick={() => void revoke(session.key)}
                    data-testid="settings-session-revoke"
                  >
                    {t('sessions.revoke')}
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
