import '../../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import { createLocalSiwx, parseSiwxMessage } from '@gangway/core/siwx'
import { describe, expect, it, vi } from 'vitest'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { inModal, keyDown, modalShadow } from '../../testing/modal.testing.js'
import { ADDRESS, base, connect, mainnet, TestAdapter } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

function siwxKit(required: boolean) {
  const adapter = new TestAdapter()
  const siwx = createLocalSiwx({ required, storage: createMemoryBackend() })
  const kit = createKit({
    adapters: [adapter],
    networks: [mainnet, base],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false },
    metadata: { name: 'Test App', description: 'd', url: 'https://test.example', icons: [] },
    logger: { error: () => {}, warn: () => {} },
    siwx,
  })
  keep(kit)
  return { kit, adapter, siwx }
}

const sign = () => inModal<HTMLButtonElement>('[data-testid="siwx-sign"]')
const cancel = () => inModal<HTMLButtonElement>('[data-testid="siwx-cancel"]')

async function connectedAndAsked(required: boolean) {
  const test = siwxKit(required)
  await connect(test.kit)
  await vi.waitFor(() => expect(sign()).not.toBeNull(), { timeout: 10_000 })
  return test
}

describe('SIWXSignMessage', () => {
  it('opens after connect: a labelled section, the app name, the required text, close aria-disabled', async () => {
    await connectedAndAsked(true)
    expect(inModal('[data-testid="modal-title"]')?.textContent).toBe('Sign In')
    const section = inModal('[data-testid="siwx-sign-message"]')!
    const heading = modalShadow()!.getElementById(section.getAttribute('aria-labelledby')!)
    expect(heading?.textContent).toBe('Test App needs to connect to your wallet')
    expect(section.textContent).toContain('Canceling will disconnect you.')
    expect(inModal('[data-testid="modal-close"]')?.getAttribute('aria-disabled')).toBe('true')
    expect(inModal('[data-testid="siwx-error"]')?.getAttribute('role')).toBe('alert')
    expect(inModal('[data-testid="siwx-error"]')?.textContent).toBe('')
  })

  it('keyboard: Sign has focus when the view shows, Tab stays in the dialog, Enter (a native button) signs; the session is stored and the modal closes', async () => {
    const { kit, siwx, adapter } = await connectedAndAsked(true)
    const signed = vi.spyOn(adapter, 'signMessage')
    await vi.waitFor(() => expect(modalShadow()!.activeElement).toBe(sign()))
    expect(sign()!.tagName).toBe('BUTTON')
    expect(cancel()!.tagName).toBe('BUTTON')
    // Sign is the last control: Tab wraps to the first one inside the dialog (focus trap).
    keyDown(sign()!, 'Tab')
    expect(inModal('[role="dialog"]')!.contains(modalShadow()!.activeElement)).toBe(true)
    // A button's Enter is its click (the browser's default action).
    sign()!.focus()
    sign()!.click()
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
    const message = signed.mock.calls[0]![0].message
    expect(parseSiwxMessage(message).accountAddress).toBe(ADDRESS)
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toHaveLength(1)
  })

  it('decline: the view stays and announces "Signature declined"; Sign is enabled again', async () => {
    const { kit, adapter } = await connectedAndAsked(true)
    vi.spyOn(adapter, 'signMessage').mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    sign()!.click()
    await vi.waitFor(() =>
      expect(inModal('[role="alert"]')?.textContent).toBe('Signature declined'),
    )
    expect(kit.stores.modal.getState().open).toBe(true)
    expect(sign()!.disabled).toBe(false)
    expect(kit.stores.router.getState().view).toBe('SIWXSignMessage')
  })

  it('in French: the texts, and a decline in French (the flow keeps the kit error)', async () => {
    const { kit, adapter } = await connectedAndAsked(true)
    kit.controllers.theme.setLocale('fr')
    await vi.waitFor(() => expect(sign()?.textContent).toBe('Signer'))
    expect(inModal('[data-testid="siwx-sign-message"] h3')?.textContent).toBe(
      'Test App doit se connecter à votre portefeuille',
    )
    vi.spyOn(adapter, 'signMessage').mockRejectedValueOnce(
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    )
    sign()!.click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="siwx-error"]')?.textContent).toBe('Signature refusée'),
    )
  })

  it('Sign shows busy while the wallet is at work', async () => {
    const { adapter } = await connectedAndAsked(false)
    let release: (value: { signature: string }) => void = () => {}
    vi.spyOn(adapter, 'signMessage').mockImplementationOnce(
      () => new Promise((resolve) => (release = resolve)),
    )
    sign()!.click()
    await vi.waitFor(() => expect(sign()?.getAttribute('aria-busy')).toBe('true'))
    expect(sign()!.textContent).toBe('Signing…')
    expect(cancel()!.disabled).toBe(true)
    release({ signature: '0x01' })
  })

  it('optional: the text says cancel closes; Cancel closes and keeps the wallet connected', async () => {
    const { kit } = await connectedAndAsked(false)
    expect(inModal('[data-testid="siwx-sign-message"]')?.textContent).toContain(
      'Canceling will close this.',
    )
    expect(inModal('[data-testid="modal-close"]')?.hasAttribute('aria-disabled')).toBe(false)
    cancel()!.click()
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(false))
    expect(kit.getAccount().isConnected).toBe(true)
    expect(kit.stores.router.getState().view).toBe('Connect')
  })

  it('required: Cancel disconnects; Escape only shakes before that', async () => {
    const { kit } = await connectedAndAsked(true)
    keyDown(inModal('[role="dialog"]')!, 'Escape')
    expect(kit.stores.modal.getState()).toMatchObject({ open: true, shake: true })
    cancel()!.click()
    await vi.waitFor(() => expect(kit.getAccount().isConnected).toBe(false))
    expect(kit.stores.modal.getState().open).toBe(false)
  })

  it('ConnectingSiwe renders the same view', async () => {
    const { kit } = await connectedAndAsked(false)
    kit.controllers.router.reset('ConnectingSiwe')
    await vi.waitFor(() => expect(inModal('[data-testid="siwx-sign-message"]')).not.toBeNull())
  })

  it('a kit without siwx shows "SIWX is not enabled"', async () => {
    const adapter = new TestAdapter()
    const kit = createKit({
      adapters: [adapter],
      networks: [mainnet],
      storage: createMemoryBackend(),
      reconnectOnStart: false,
      enableWalletConnect: false,
      walletDirectory: false,
      features: { analytics: false },
      logger: { error: () => {}, warn: () => {} },
    })
    keep(kit)
    await kit.open({ view: 'SIWXSignMessage' })
    await vi.waitFor(
      () => expect(inModal('[role="alert"]')?.textContent).toBe('SIWX is not enabled'),
      {
        timeout: 10_000,
      },
    )
  })
})
