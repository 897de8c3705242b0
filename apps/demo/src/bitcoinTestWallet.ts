/**
 * The demo's Bitcoin test wallet (`@gangway/testing`): a sats-connect provider on testnet (the
 * public 'test … junk' mnemonic), signing with bitcoinjs-lib and broadcasting nothing. The demo
 * runs no Bitcoin node, so the wallet's coins are made up: it offers no `getBalance`, and the
 * kit shows no Bitcoin balance rather than a figure no chain backs (it showed '1.000 BTC').
 * Connecting and signing work as with any wallet.
 */
export async function demoBitcoinWalletOptions() {
  const { BITCOIN_TEST_PROVIDER_METHODS } = await import('@gangway/testing/bitcoin')
  return {
    network: 'testnet' as const,
    methods: BITCOIN_TEST_PROVIDER_METHODS.filter((method) => method !== 'getBalance'),
  }
}

/**
 * Puts the demo's Bitcoin test wallet into this page (`window.btc_providers`). Like an
 * extension, it keeps the site's authorisation across reloads (localStorage): the kit then
 * restores the connection without a prompt.
 */
export async function injectDemoBitcoinWallet(): Promise<void> {
  const { injectBitcoinTestProvider } = await import('@gangway/testing/bitcoin')
  injectBitcoinTestProvider(await demoBitcoinWalletOptions())
}
