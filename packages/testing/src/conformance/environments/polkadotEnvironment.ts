import type { CaipNetwork, ChainAdapter } from '@gangway/core/adapter'
import { installTestWindow } from '../../window/installTestWindow.js'
import { installPolkadotWallet, type PolkadotWalletDriver } from '../drivers/polkadotDriver.js'
import type { ConformanceEnvironment } from '../types.js'

const polkadotNetwork = (id: string, name: string, symbol: string, decimals: number) =>
  ({
    id,
    name,
    chainNamespace: 'polkadot',
    caipNetworkId: `polkadot:${id}`,
    nativeCurrency: { name: symbol, symbol, decimals },
    rpcUrls: { default: { http: [] } },
  }) satisfies CaipNetwork

/**
 * The conformance environment of a Polkadot extension adapter: the test extension in a node test
 * window, Polkadot and Westend (switching re-reads the accounts in the network's SS58 format).
 * Extensions hold keys, not chain state: send and balance are declared unsupported.
 */
export function polkadotEnvironment(options: {
  createAdapter(wallet: PolkadotWalletDriver): ChainAdapter
}): ConformanceEnvironment<PolkadotWalletDriver> {
  const testWindow = installTestWindow()
  const networks = [
    polkadotNetwork('91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', 'DOT', 10),
    polkadotNetwork('e143f23803ac50e8f6f8e62695d1ce9e', 'Westend', 'WND', 12),
  ] as const
  return {
    networks,
    createAdapter: options.createAdapter,
    installWallet: () => installPolkadotWallet(testWindow.window),
    switchNetwork: networks[1],
    send: 'unsupported',
    balance: 'unsupported',
    capabilities: {
      getAccounts: async (getAccounts, { result }) => {
        const { accounts } = await getAccounts({ id: result.id })
        if (!accounts.some((account) => account.address === result.address))
          throw new Error('getAccounts did not list the connected account.')
      },
      // The account picker: another shared account, then back; a stranger's address is refused.
      setActiveAccount: async (setActiveAccount, { result }) => {
        const other = result.accounts?.find((account) => account.address !== result.address)
        await setActiveAccount({ id: result.id, address: (other ?? result).address })
        await setActiveAccount({ id: result.id, address: result.address })
        const refused = await setActiveAccount({ id: result.id, address: 'not-shared' }).then(
          () => false,
          () => true,
        )
        if (!refused)
          throw new Error('setActiveAccount accepted an address the wallet did not share.')
      },
    },
    stop: () => testWindow.uninstall(),
  }
}
