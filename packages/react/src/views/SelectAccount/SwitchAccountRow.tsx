import type { ChainNamespace } from '@gangway/core/adapter'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { accounts as accountsText } from '../../i18n/messages/en/accounts.js'
import { useT } from '../../i18n/useT.js'
import { ListItem } from '../../ui/controls.js'
import { ChevronRightIcon } from '../../ui/icons.js'
import { Avatar } from '../shared/Avatar.js'
import { accountChoices, accountName, canChooseAccount } from './choices.js'

/**
 * AccountSettings' way back to the account picker: shown when the wallet shares accounts the
 * account-type choice does not cover (several of one kind) and the adapter can switch.
 */
export function SwitchAccountRow({ namespace }: { namespace: ChainNamespace }) {
  const kit = useKitInstance()
  const t = useT(accountsText)
  const { address, accounts } = useStoreSelector(kit.stores.chain, (chain) =>
    accountChoices(chain, namespace),
  )
  const current = accounts.findIndex((entry) => entry.address === address)
  const entry = accounts[current]
  const kinds = new Set(accounts.map((item) => item.type)).size
  if (!entry || !address || accounts.length === kinds || !canChooseAccount(kit, namespace))
    return null
  return (
    <li>
      <ListItem
        image={<Avatar address={address} size={40} />}
        label={t('accounts.switchAccount')}
        sublabel={`${accountName(t, entry, current)} · ${t('accounts.accountCount', { count: accounts.length })}`}
        end={<ChevronRightIcon />}
        onClick={() => kit.controllers.router.push('SelectAccount', { namespace })}
        data-testid="settings-switch-account"
      />
    </li>
  )
}
