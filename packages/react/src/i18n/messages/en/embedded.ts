/** English: Email, social and Farcaster login and the embedded wallet: EmailVerifyOtp, EmailVerifyDevice, ConnectingSocial, ConnectingFarcaster, UpdateEmail*, ApproveTransaction. Ids are '<area>.<what>'. */
export const embedded = {
  // views/shared: Attempt, EmbeddedGate, FrameSlot
  'embedded.goBack': 'Go back',
  'embedded.tryAgain': 'Try again',
  'embedded.loading': 'Loading',
  'embedded.recoveryCode': 'Recovery Code',
  'embedded.actionNotAllowed': 'Action not allowed',
  // views/shared: OtpInput, OtpStep, StartOver
  'embedded.otpLegend': 'Verification code',
  'embedded.otpDigit': 'Digit {index} of {total}',
  'embedded.otpSentTo': 'Enter the 6-digit code we sent to {email}',
  'embedded.yourEmail': 'your email',
  'embedded.otpVerifying': 'Verifying…',
  'embedded.otpResent': 'A new code is on its way.',
  'embedded.otpNotReceived': "Didn't receive it?",
  'embedded.otpResend': 'Resend code',
  'embedded.otpResendIn': 'Resend code in {seconds} s',
  'embedded.useAnotherEmail': 'Use another email',
  // EmailVerifyOtp, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp
  'embedded.confirmEmail': 'Confirm your email',
  'embedded.confirmCurrentEmail': 'Confirm your current email',
  'embedded.confirmNewEmail': 'Confirm your new email',
  'embedded.emailUpdated': 'Email updated to {email}',
  // EmailVerifyDevice
  'embedded.deviceTitle': 'Register this device',
  'embedded.deviceText':
    'Check your email: we sent a link to {email}. Open it to approve this device, then come back here.',
  'embedded.deviceWaiting': 'Waiting for the approval…',
  'embedded.deviceResent': 'We sent the approval link again.',
  'embedded.deviceResend': 'Resend email',
  'embedded.deviceResendIn': 'Resend email in {seconds} s',
  // ConnectingSocial
  'embedded.noSocialProvider': 'No sign-in provider selected.',
  'embedded.socialContinue': 'Continue with {name}',
  'embedded.socialRedirecting': 'Taking you to {name} to sign in…',
  'embedded.socialPopup': 'Sign in with {name} in the window that opened.',
  'embedded.signInNotCompleted': 'The sign-in was not completed. You can try again.',
  // ConnectingFarcaster
  'embedded.farcasterQr': 'QR code to sign in with Farcaster',
  'embedded.farcasterQrLoading': 'Generating the QR code',
  'embedded.farcasterScan':
    'Scan this QR code with your phone, or open Farcaster, and approve the sign-in.',
  'embedded.farcasterPreparing': 'Preparing the sign-in…',
  'embedded.farcasterOpen': 'Open Farcaster',
  'embedded.copyLink': 'Copy link',
  'embedded.linkCopied': 'Link copied',
  'embedded.copyLinkFailed': 'Could not copy the link',
  // UpdateEmail
  'embedded.currentEmail': 'Current email: {email}',
  'embedded.newEmail': 'New email',
  'embedded.emailInvalid': 'Enter a valid email',
  'embedded.emailSame': 'This is already your email',
  'embedded.cancel': 'Cancel',
  'embedded.continue': 'Continue',
  'embedded.sendingCode': 'Sending code…',
  // ApproveTransaction
  'embedded.approveHeading': 'Approve the request in your wallet',
  'embedded.approveFrame': 'Request to approve',
  'embedded.approveTitle': 'Approve in your wallet',
  'embedded.approveText': 'Review the request and approve it to continue.',
} as const
