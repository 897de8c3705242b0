import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import { EmbeddedGate } from '../shared/EmbeddedGate.js'
import { lastCodeSentAt, showAccountIfStillOn } from '../shared/embedded.js'
import { OtpStep } from '../shared/OtpStep.js'

/**
 * EmailVerifyOtp (spec §4 embedded login flow, VERIFY_OTP; data: email): the 6-digit code sent
 * to the email. A right code connects the embedded account (the kit shows Account); a wrong,
 * expired or locked one shows the server's text with the boxes emptied; 'Resend code' after 30 s.
 */
export default function EmailVerifyOtpView() {
  const kit = useKitInstance()
  const t = useT(embeddedText)
  const email = useStoreSelector(kit.stores.router, (state) => state.data?.email)
  return (
    <EmbeddedGate>
      {(login) => (
        <OtpStep
          email={email ?? login.state.getState().email}
          sentAt={lastCodeSentAt(kit)}
          title={t('embedded.confirmEmail')}
          verify={async (code) => {
            await login.connectOtp(code)
            showAccountIfStillOn(kit, 'EmailVerifyOtp')
          }}
          resend={() => login.resendCode()}
        />
      )}
    </EmbeddedGate>
  )
}
