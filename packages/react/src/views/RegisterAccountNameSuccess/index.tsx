import { selectAccountState } from '../../hooks/accountState.js'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { Button } from '../../ui/controls.js'
import { CheckIcon } from '../../ui/icons.js'

/** RegisterAccountNameSuccess (spec §2): the registered name, now the account's profile name. */
export default function RegisterAccountNameSuccessView() {
  const kit = useKitInstance()
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
        <strong data-testid="register-name-success-name">{name}</strong> is now your account name.
      </p>
      <Button block onClick={() => kit.controllers.router.reset('Account')}>
        Back to account
      </Button>
    </div>
  )
}
