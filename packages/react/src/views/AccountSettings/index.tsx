import { isKitError } from '@gangway/core/common'
import { selectAccount } from '@gangway/core/shell'
import { selectAccountState } from '../../hooks/accountState.js'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useT } from '../../i18n/useT.js'
import { Button, ListItem, Tag } from '../../ui/controls.js'
import { ChevronRightIcon, MailIcon, PowerIcon } from '../../ui/icons.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { truncateAddress } from '../../utils/format.js'
import { SwitchAccountRow } from '../SelectAccount/SwitchAccountRow.js'
import { disconnectAndClose } from '../shared/disconnect.js'
import { ACCOUNT_TYPE_LABELS, accountTypeChoices, chooseAccount } from './accountTypes.js'
import { SmartSessions } from './SmartSessions.js'

/**
 * AccountSettings: the network (to Networks), the account type where the wallet connected more
 * than one, the embedded account's email, and disconnect. Texts from wallets are text only.
 */
export default function AccountSettingsView() {
  const kit = useKitInstance()
  const t = useT(accountText)
  const account = useStoreSelector(kit.stores.chain, (state) => {
    const { namespace, address, isConnected, allAccounts } = selectAccount(state)
    return {
      namespace,
      address,
      isConnected,
      allAccounts,
      network: state.activeCaipNetwork,
      email: selectAccountState(state)?.user?.email,
    }
  })

  if (!account.isConnected || !account.namespace || !account.address) {
    return (
      <div className="gw-empty">
        <p className="gw-text">{t('account.noAccount')}</p>
        <Button onClick={() => kit.controllers.router.reset('Connect')}>
          {t('account.connectWallet')}
        </Button>
      </div>
    )
  }
  const { namespace } = account
  const choices = accountTypeChoices(account.allAccounts)
  return (
    <>
      <ul className="gw-list" aria-label={t('account.settings.list')}>
        {account.network ? (
          <li>
            <ListItem
              image={<NetworkIcon network={account.network} size={40} />}
              label={account.network.name}
              sublabel={t('account.settings.network')}
              end={<ChevronRightIcon />}
              onClick={() => kit.controllers.router.push('Networks')}
              data-testid="settings-network"
            />
          </li>
        ) : null}
        <SwitchAccountRow namespace={namespace} />
        {account.email ? (
          <li>
            <div
              className="gw-list-item"
              style={{ cursor: 'default' }}
              data-testid="settings-email"
            >
              <span className="gw-image" aria-hidden="true">
                <MailIcon width={20} height={20} />
              </span>
              <span className="gw-list-item-label">
                {account.email}
                <span className="gw-list-item-sub">{t('account.settings.email')}</span>
              </span>
              <span className="gw-list-item-end">
                <Button
                  variant="secondary"
                  aria-label={t('account.settings.updateEmailLabel', {
                    email: account.email,
                  })}
                  onClick={() =>
                    kit.controllers.router.push('UpdateEmail', { email: account.email })
                  }
                  data-testid="settings-update-email"
                >
                  {t('account.settings.updateEmail')}
                </Button>
              </span>
            </div>
          </li>
        ) : null}
      </ul>
      {choices.length ? (
        <section aria-labelledby="gw-settings-account-type">
          <h3 className="gw-section-title" id="gw-settings-account-type">
            {t('account.settings.accountType')}
          </h3>
          <ul className="gw-list" style={{ marginBlockStart: 8 }}>
            {choices.map((choice) => {
              const active = choice.address === account.address
              return (
                <li key={`${choice.type}:${choice.address}`}>
                  <ListItem
                    label={t(ACCOUNT_TYPE_LABELS[choice.type])}
                    sublabel={truncateAddress(choice.address)}
                    active={active}
                    aria-pressed={active}
                    end={
                      active ? <Tag tone="success">{t('account.settings.active')}</Tag> : undefined
                    }
                    data-testid="settings-account-type"
                    data-account-type={choice.type}
                    onClick={() => {
                      if (active) return
                      chooseAccount(kit, namespace, choice).then(
                        (done) => {
                          if (done)
                            kit.controllers.snackbar.showSuccess(
                              t('account.settings.switched', {
                                type: t(ACCOUNT_TYPE_LABELS[choice.type]),
                              }),
                            )
                        },
                        // The wallet refused: its error, in the modal's locale.
                        (error: unknown) =>
                          kit.controllers.snackbar.showError(
                            isKitError(error) ? error : t.error(error),
                          ),
                      )
                    }}
                  />
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      <SmartSessions namespace={namespace} />
      <Button
        variant="danger"
        block
        data-testid="settings-disconnect"
        onClick={() => void disconnectAndClose(kit)}
      >
        <PowerIcon />
        {t('account.disconnect')}
      </Button>
    </>
  )
}
