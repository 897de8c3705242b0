import type { DemoConfig } from './config.js'

/**
 * Puts the anvil-backed test wallet of `@gangway/testing` into this page: it announces itself over
 * EIP-6963 and as `window.ethereum`, and signs with the demo account's key. Like a browser wallet
 * extension, it remembers the site's connection and its chain across reloads (`remember`, on by
 * default).
 */
export async function injectDemoTestWallet(config: DemoConfig): Promise<void> {
  const { injectTestWallet } = await import('@gangway/testing/browser')
  injectTestWallet({
    chainId: config.chains[0]!.chainId,
    chains: config.chains.map((chain) => ({
      id: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    privateKey: config.wallet.privateKey,
  })
}
