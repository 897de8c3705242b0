/**
 * Puts the Bitcoin test wallet of `@gangway/testing` into this page: a sats-connect provider in
 * `window.btc_providers` on testnet (the public 'test … junk' mnemonic), signing with
 * bitcoinjs-lib and broadcasting nothing, so no node is needed. Like an extension, it keeps the
 * site's authorisation across reloads (localStorage): the kit then restores the connection
 * without a prompt.
 */
export async function injectDemoBitcoinWallet(): Promise<void> {
  const { injectBitcoinTestProvider } = await import('@gangway/testing/bitcoin')
  injectBitcoinTestProvider({ network: 'testnet' })
}
