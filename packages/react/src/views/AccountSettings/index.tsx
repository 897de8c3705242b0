import { selectAccount, selectActiveCaipNetwork } from '@gangway/core/shell'
import { selectAccountState } from '../../hooks/accountState.js'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useT } from '../../i18n/useT.js'
import { Button, ListItem } from '../../ui/controls.js'
import { ChevronRightIcon } from '../../ui/icons.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { MailIcon, PowerIcon } from '../../ui/viewIcons.js'
import { SwitchAccountRow } from '../SelectAccount/SwitchAccountRow.js'
import { disconnectAndClose } from '../shared/disconnect.js'
import { AccountTypeList } from './AccountTypeList.js'
import { accountTypeChoices, chooseAccount } from './accountTypes.js'
import { EmbeddedAccountTypes } from './EmbeddedAccountTypes.js'
import { SmartSessions } from './SmartSessions.js'

/**
 * AccountSettings: the network (to Networks), the account type where the wallet connected more
 * than one (or the embedded wallet's smart account or EOA), the embedded account's email, and
 * disconnect. Texts from wallets are text only.
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
      network: selectActiveCaipNetwork(state),
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
        <AccountTypeList
          kit={kit}
          choices={choices}
          active={(choice) => choice.address === account.address}
          choose={(choice) =>
            chooseAccount(kit, namespace, choice).then((done) => (done ? choice.type : undefined))
          }
        />
      ) : (
        <EmbeddedAccountTypes namespace={namespace} />
      )}
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
