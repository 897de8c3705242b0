/** OtpStep: the emailed code's step (email login, email update). */
export const otpStepCss = `
.gw-otp {
  padding: 16px 8px 8px;
  gap: 12px;
}
.gw-otp-icon {
  width: 48px;
  height: 48px;
}
.gw-otp-title {
  font-size: var(--gw-text-lg);
}
.gw-otp-verifying {
  display: inline-flex;
  gap: 8px;
  align-items: center;
}
.gw-otp-resend {
  display: flex;
  flex-direction: column;
  gap: 6px;
  align-items: center;
}
`
