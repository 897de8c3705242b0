import { useKitAccount, useKitNetwork, useKitTheme } from '@gangway/react'

/** The hooks' live state, as the host sees it. */
export function HookState() {
  const account = useKitAccount()
  const network = useKitNetwork()
  const { themeMode } = useKitTheme()
  const state = {
    account: {
      status: account.status ?? null,
      isConnected: account.isConnected,
      address: account.address ?? null,
      caipAddress: account.caipAddress ?? null,
      allAccounts: account.allAccounts,
    },
    network: {
      caipNetworkId: network.caipNetworkId ?? null,
      chainId: network.chainId ?? null,
      name: network.caipNetwork?.name ?? null,
    },
    themeMode,
  }
  return (
    <section className="card" aria-labelledby="hook-state-title">
      <h2 id="hook-state-title">Hooks</h2>
      <p className="hint">
        <code>useKitAccount()</code>, <code>useKitNetwork()</code>, <code>useKitTheme()</code>
      </p>
      <pre data-testid="hook-state">{JSON.stringify(state, null, 2)}</pre>
    </section>
  )
}
