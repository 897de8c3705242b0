import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { EmbeddedGate } from '../shared/EmbeddedGate.js'
import { OtpStep } from '../shared/OtpStep.js'
import { StartOver } from '../shared/StartOver.js'

/**
 * UpdateEmailSecondaryOtp (spec §4: VERIFY_SECONDARY_OTP; data: email, newEmail): the code sent
 * to the new email. Right → the email is changed (the account shows it), 'Email updated', back to
 * the settings. The code of this step cannot be resent alone: 'Use another email' starts over.
 */
export default function UpdateEmailSecondaryOtpView() {
  const kit = useKitInstance()
  const t = useT(embeddedText)
  const newEmail = useStoreSelector(kit.stores.router, (state) => state.data?.newEmail)
  return (
    <EmbeddedGate>
      {(login) => (
        <OtpStep
          email={newEmail}
          title={t('embedded.confirmNewEmail')}
          verify={async (code) => {
            const changed = await login.updateEmailSecondaryOtp(code)
            kit.controllers.snackbar.showSuccess(t('embedded.emailUpdated', { email: changed }))
            backToSettings(kit)
          }}
        >
          <StartOver />
        </OtpStep>
      )}
    </EmbeddedGate>
  )
}

function backToSettings(kit: UiKit) {
  const { history, view } = kit.stores.router.getState()
  if (view !== 'UpdateEmailSecondaryOtp') return
  const index = history.lastIndexOf('AccountSettings')
  if (index >= 0) kit.controllers.router.goBackToIndex(index)
  else kit.controllers.router.reset('Account')
}
