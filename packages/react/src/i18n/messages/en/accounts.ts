/** English: the account picker (a wallet with several accounts) and the families' connection state (namespace-filtered Connect). Ids are 'accounts.<what>'. */
export const accounts = {} as const
