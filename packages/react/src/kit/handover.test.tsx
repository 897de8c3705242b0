import '../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import { describeAdapter } from '@gangway/core/shell'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { GangwayProvider } from '../components/GangwayProvider.js'
import { render, settle } from '../testing/render.testing.js'
import { mainnet, TestAdapter } from '../testing/testKit.testing.js'
import { createKit } from './createKit.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.replaceChildren()
})

/** The shell kit with the button, and each commit React makes of the button (its phase). */
async function renderShell(themeVariables?: Record<string, string>) {
  const kit = createKit({
    adapters: [describeAdapter('eip155', async () => new TestAdapter())],
    networks: [mainnet],
    storage: createMemoryBackend(),
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false },
    ...(themeVariables && { themeVariables }),
    logger: { error: () => {}, warn: () => {} },
  })
  const commits: string[] = []
  const { unmount } = await render(
    <GangwayProvider kit={kit}>
      <Profiler id="button" onRender={(_id, phase) => commits.push(phase)}>
        <ConnectButton />
      </Profiler>
    </GangwayProvider>,
  )
  cleanups.push(unmount, () => kit.destroy())
  return { kit, commits }
}

describe('the kernel taking over from the kit shell', () => {
  it('re-renders nothing when what the button shows is the same (theme values equal, new objects)', async () => {
    const { kit, commits } = await renderShell({ '--gw-accent': '#3b82f6' })
    expect(commits).toEqual(['mount'])
    const before = kit.stores.theme.getState()
    await settle(() => kit.ready)
    // The kernel's stores are in: the theme state is a new object with the same values.
    expect(kit.stores.theme.getState()).not.toBe(before)
    expect(kit.stores.theme.getState().themeVariables).toEqual(before.themeVariables)
    expect(commits).toEqual(['mount'])
  })

  it('re-renders the button when the theme it shows changes', async () => {
    const { kit, commits } = await renderShell()
    await settle(() => kit.ready)
    await settle(() => kit.setThemeVariables({ '--gw-accent': '#ff0000' }))
    expect(commits).toEqual(['mount', 'update'])
    await settle(() =>
      kit.setThemeMode(kit.stores.theme.getState().themeMode === 'dark' ? 'light' : 'dark'),
    )
    expect(commits).toEqual(['mount', 'update', 'update'])
  })
})
