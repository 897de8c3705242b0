import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import { EmbeddedGate } from '../shared/EmbeddedGate.js'
import { lastCodeSentAt } from '../shared/embedded.js'
import { OtpStep } from '../shared/OtpStep.js'
import { StartOver } from '../shared/StartOver.js'

/**
 * UpdateEmailPrimaryOtp (spec §4: VERIFY_PRIMARY_OTP; data: email, newEmail): the code sent to
 * the current email. Right → a code goes to the new email (UpdateEmailSecondaryOtp). Resend asks
 * the update again (same 30 s cooldown).
 */
export default function UpdateEmailPrimaryOtpView() {
  const kit = useKitInstance()
  const t = useT(embeddedText)
  const data = useStoreSelector(kit.stores.router, (state) => ({
    email: state.data?.email,
    newEmail: state.data?.newEmail,
  }))
  return (
    <EmbeddedGate>
      {(login) => (
        <OtpStep
          email={data.email}
          sentAt={lastCodeSentAt(kit)}
          title={t('embedded.confirmCurrentEmail')}
          verify={async (code) => {
            await login.updateEmailPrimaryOtp(code)
            if (kit.stores.router.getState().view === 'UpdateEmailPrimaryOtp')
              kit.controllers.router.replace('UpdateEmailSecondaryOtp', data)
          }}
          resend={
            data.newEmail
              ? async () => {
                  await login.updateEmail(data.newEmail as string)
                }
              : undefined
          }
        >
          <StartOver />
        </OtpStep>
      )}
    </EmbeddedGate>
  )
}
