/** English: The buttons (ConnectButton, AccountButton, NetworkButton): first load, keep it short. Ids are '<area>.<what>'. */
export const button = {} as const
