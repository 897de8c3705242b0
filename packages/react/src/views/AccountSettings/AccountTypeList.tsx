import type { AccountType } from '@gangway/core/adapter'
import { isKitError } from '@gangway/core/common'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { ListItem, Tag } from '../../ui/controls.js'
import { truncateAddress } from '../../utils/format.js'
import { ACCOUNT_TYPE_LABELS } from './accountTypes.js'

export interface AccountTypeChoice {
  type: AccountType
  /** Known for the wallet's accounts; the embedded wallet's other account is known once chosen. */
  address?: string
}

/**
 * AccountSettings' "Account type" section: one button per type (aria-pressed on the active one);
 * choosing another runs `choose`, which resolves with the type now in use (a snackbar says it)
 * or undefined when nothing changed; a refusal shows its error.
 */
export function AccountTypeList<Choice extends AccountTypeChoice>(props: {
  kit: UiKit
  choices: readonly Choice[]
  active: (choice: Choice) => boolean
  choose: (choice: Choice) => Promise<AccountType | undefined>
}) {
  const { kit, choices, active, choose } = props
  const t = useT(accountText)
  return (
    <section aria-labelledby="gw-settings-account-type">
      <h3 className="gw-section-title" id="gw-settings-account-type">
        {t('account.settings.accountType')}
      </h3>
      <ul className="gw-list" style={{ marginBlockStart: 8 }}>
        {choices.map((choice) => {
          const isActive = active(choice)
          return (
            <li key={`${choice.type}:${choice.address ?? ''}`}>
              <ListItem
                label={t(ACCOUNT_TYPE_LABELS[choice.type])}
                {...(choice.address && { sublabel: truncateAddress(choice.address) })}
                active={isActive}
                aria-pressed={isActive}
                end={
                  isActive ? <Tag tone="success">{t('account.settings.active')}</Tag> : undefined
                }
                data-testid="settings-account-type"
                data-account-type={choice.type}
                onClick={() => {
                  if (isActive) return
                  choose(choice).then(
                    (type) => {
                      if (type)
                        kit.controllers.snackbar.showSuccess(
                          t('account.settings.switched', { type: t(ACCOUNT_TYPE_LABELS[type]) }),
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
  )
}
