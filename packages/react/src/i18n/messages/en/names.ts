/** English: RegisterAccountName, RegisterAccountNameSuccess, SIWXSignMessage (ConnectingSiwe). Ids are '<area>.<what>'. */
export const names = {} as const
