/** English: Email, social and Farcaster login and the embedded wallet: EmailVerifyOtp, EmailVerifyDevice, ConnectingSocial, ConnectingFarcaster, UpdateEmail*, ApproveTransaction. Ids are '<area>.<what>'. */
export const embedded = {} as const
