import type { DemoConfig } from './config.js'

/** Where the demo's test wallet remembers, like a real wallet, whether this site is connected. */
export const TEST_WALLET_STORAGE_KEY = 'gangway-demo:test-wallet'

interface SavedWalletState {
  connected: boolean
  chainId?: number
}

function readSaved(): SavedWalletState {
  try {
    const saved = JSON.parse(localStorage.getItem(TEST_WALLET_STORAGE_KEY) ?? '{}')
    return { connected: saved.connected === true, chainId: Number(saved.chainId) || undefined }
  } catch {
    return { connected: false }
  }
}

function save(state: SavedWalletState): void {
  localStorage.setItem(TEST_WALLET_STORAGE_KEY, JSON.stringify(state))
}

/**
 * Puts the anvil-backed test wallet of `@gangway/testing` into this page: it announces itself over
 * EIP-6963 and as `window.ethereum`, and signs with the demo account's key. It remembers the
 * site's connection and its chain across reloads, as a browser wallet extension does.
 */
export async function injectDemoTestWallet(config: DemoConfig): Promise<void> {
  const { injectTestWallet } = await import('@gangway/testing/browser')
  const saved = readSaved()
  const known = config.chains.some((chain) => chain.chainId === saved.chainId)
  const wallet = injectTestWallet({
    chainId: known && saved.chainId ? saved.chainId : config.chains[0]!.chainId,
    chains: config.chains.map((chain) => ({
      id: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    privateKey: config.wallet.privateKey,
    connected: saved.connected,
  })
  let state = saved
  wallet.on('accountsChanged', (accounts: string[]) => {
    state = { ...state, connected: accounts.length > 0 }
    save(state)
  })
  wallet.on('chainChanged', (chainId: string) => {
    state = { ...state, chainId: Number(chainId) }
    save(state)
  })
}
