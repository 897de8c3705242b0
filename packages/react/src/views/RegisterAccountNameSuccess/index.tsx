import { selectAccountState } from '../../hooks/accountState.js'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { names as namesText } from '../../i18n/messages/en/names.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { CheckIcon } from '../../ui/icons.js'
import { Emphasis } from '../shared/Emphasis.js'

/** RegisterAccountNameSuccess (spec §2): the registered name, now the account's profile name. */
export default function RegisterAccountNameSuccessView() {
  const kit = useKitInstance()
  const t = useT(namesText)
  const routed = useStoreSelector(kit.stores.router, (state) =>
    typeof state.data?.name === 'string' ? state.data.name : undefined,
  )
  const profileName = useStoreSelector(
    kit.stores.chain,
    (state) => selectAccountState(state)?.profileName,
  )
  const name = routed ?? profileName ?? ''
  return (
    <div className="gw-center" style={{ gap: 12 }} data-testid="register-name-success">
      <CheckIcon width={40} height={40} aria-hidden="true" />
      <p className="gw-text" role="status">
        <Emphasis
          text={t('names.success')}
          name="name"
          value={name}
          testId="register-name-success-name"
        />
      </p>
      <Button block onClick={() => kit.controllers.router.reset('Account')}>
        {t('names.backToAccount')}
      </Button>
    </div>
  )
}
