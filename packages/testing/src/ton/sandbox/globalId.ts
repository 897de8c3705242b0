/**
 * The `global_id` (config param 19) the TON sandbox runs with and the test wallet reports:
 * TON_LOCALNET_ID of `@gangway/adapter-ton`. Not mainnet's -239: a wallet reports the network
 * it is on, and a dapp must tell a local node from mainnet.
 */
export const TON_SANDBOX_GLOBAL_ID = -1000
