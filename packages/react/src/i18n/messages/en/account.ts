/** English: Account and its tabs (tokens, NFTs, activity), AccountSettings, Transactions, OnRamp, Receive. Ids are '<area>.<what>'. */
export const account = {} as const
