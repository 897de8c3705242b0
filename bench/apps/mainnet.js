// Ethereum mainnet, the only network of the bench scenario (as in the peers' apps).
export const mainnet = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

// The peers' scenario: injected wallets only, nothing that calls a service. No WalletConnect (so
// no relay and no projectId), no wallet directory (no catalogue, no AllWallets), no email,
// socials, swaps, onramp or analytics.
export const benchOptions = {
  networks: [mainnet],
  defaultNetwork: mainnet,
  metadata: { name: 'Bench', description: 'bench', url: 'http://127.0.0.1', icons: [] },
  enableWalletConnect: false,
  walletDirectory: false,
  features: {
    analytics: false,
    email: false,
    socials: false,
    swaps: false,
    onramp: false,
    history: false,
    send: false,
    allWallets: false,
  },
}
