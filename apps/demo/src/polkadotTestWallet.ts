/**
 * Puts the Polkadot test extension of `@gangway/testing` into this page:
 * `window.injectedWeb3['gangway-test']` with the public dev accounts Alice and Bob (sr25519),
 * signing with `@polkadot/keyring`; no node is needed. Like an extension, it keeps the sites it
 * trusts across reloads (localStorage): the kit then restores the connection without a prompt.
 */
export async function injectDemoPolkadotWallet(): Promise<void> {
  const { injectPolkadotTestExtension } = await import('@gangway/testing/polkadot')
  injectPolkadotTestExtension()
}
