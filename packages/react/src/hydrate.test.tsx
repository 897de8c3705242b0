import './testing/dom.testing.js'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './components/ConnectButton.js'
import { GangwayProvider } from './components/GangwayProvider.js'
import { NetworkButton } from './components/NetworkButton.js'
import { useKitAccount } from './hooks/useKitAccount.js'
import { settle } from './testing/render.testing.js'
import { connect, createTestKit } from './testing/testKit.testing.js'

function Status() {
  const { isConnected } = useKitAccount()
  return <span data-testid="status">{isConnected ? 'connected' : 'disconnected'}</span>
}

const tree = (kit: ReturnType<typeof createTestKit>['kit']) => (
  <GangwayProvider kit={kit}>
    <NetworkButton />
    <ConnectButton />
    <Status />
  </GangwayProvider>
)

afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('hydration', () => {
  it('hydrates server markup with no mismatch, then follows the live state', async () => {
    const server = createTestKit().kit
    const html = renderToString(tree(server))
    server.destroy()

    const { kit } = createTestKit()
    await connect(kit) // the client is already connected when it hydrates
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, tree(kit), { onRecoverableError: recoverable })
    })
    await settle()
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    expect(container.querySelector('[data-testid="status"]')?.textContent).toBe('connected')
    expect(container.querySelector('[data-testid="account-address"]')?.textContent).toBe(
      '0x1234…abcd',
    )
    kit.destroy()
  })

  it('a mismatch would be reported (the check can fail)', async () => {
    const { kit } = createTestKit()
    const container = document.createElement('div')
    container.innerHTML = '<span data-testid="status">something else</span>'
    document.body.appendChild(container)
    const recoverable = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(
        container,
        <GangwayProvider kit={kit}>
          <Status />
        </GangwayProvider>,
        { onRecoverableError: recoverable },
      )
    })
    expect(recoverable).toHaveBeenCalled()
    kit.destroy()
  })
})
