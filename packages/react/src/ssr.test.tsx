// Node environment, no DOM: the provider and the buttons render on a server.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AccountButton } from './components/AccountButton.js'
import { ConnectButton } from './components/ConnectButton.js'
import { GangwayProvider } from './components/GangwayProvider.js'
import { NetworkButton } from './components/NetworkButton.js'
import { useKitAccount } from './hooks/useKitAccount.js'
import { useKitTheme } from './hooks/useKitTheme.js'
import { createTestKit } from './testing/testKit.testing.js'

function HookReadout() {
  const { isConnected } = useKitAccount()
  const { themeMode } = useKitTheme()
  return <output>{`${isConnected}:${themeMode}`}</output>
}

describe('server-side rendering', () => {
  it('renders the provider, buttons and hooks without window or document', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const { kit } = createTestKit()
    const html = renderToString(
      <GangwayProvider kit={kit}>
        <NetworkButton />
        <ConnectButton />
        <AccountButton />
        <HookReadout />
      </GangwayProvider>,
    )
    expect(html).toContain('data-testid="connect-button"')
    expect(html).toContain('data-bench="connect"')
    expect(html).toContain('Connect Wallet')
    expect(html).toContain('data-testid="network-button"')
    expect(html).toContain('Ethereum')
    expect(html).toContain('false:dark')
    expect(html).not.toContain('account-address')
    // Opening on the server changes state but loads no modal (there is no document).
    await kit.open()
    expect(kit.stores.modal.getState().open).toBe(true)
    kit.destroy()
  })

  it('renders the server snapshot (initial state) even when the kit state has moved on', async () => {
    const { kit } = createTestKit()
    kit.setThemeMode('light')
    const html = renderToString(
      <GangwayProvider kit={kit}>
        <HookReadout />
      </GangwayProvider>,
    )
    // The hydrating client starts from the same snapshot, so the markup matches.
    expect(html).toContain('false:dark')
    kit.destroy()
  })
})
