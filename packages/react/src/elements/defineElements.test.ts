import '../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appliedCss } from '../testing/styles.testing.js'
import { connect, createTestKit } from '../testing/testKit.testing.js'
import { defineGangwayElements } from './defineElements.js'

afterEach(() => document.body.replaceChildren())

describe('custom elements for hosts without React', () => {
  it('render the connect, network and account buttons in open shadow roots', async () => {
    const { kit } = createTestKit()
    await kit.ready
    const tags = defineGangwayElements(kit)
    expect(tags).toEqual({
      connect: 'gangway-button',
      network: 'gangway-network-button',
      account: 'gangway-account-button',
    })
    document.body.innerHTML =
      '<gangway-network-button></gangway-network-button><gangway-button></gangway-button><gangway-account-button></gangway-account-button>'
    const shadow = (tag: string) => document.querySelector(tag)!.shadowRoot!
    const connectButton = () =>
      shadow('gangway-button').querySelector<HTMLButtonElement>('[data-testid="connect-button"]')!
    expect(connectButton().textContent).toBe('Connect Wallet')
    expect(connectButton().dataset.bench).toBe('connect')
    expect(appliedCss(shadow('gangway-button'))).toContain('.gw-w')
    expect(shadow('gangway-network-button').textContent).toContain('Ethereum')
    expect(shadow('gangway-account-button').querySelector('button')).toBeNull()

    await connect(kit)
    await vi.waitFor(() =>
      expect(
        shadow('gangway-button').querySelector('[data-testid="account-balance"]')?.textContent,
      ).toBe('1,234.567 ETH'),
    )
    expect(
      shadow('gangway-account-button').querySelector('[data-testid="account-address"]')
        ?.textContent,
    ).toBe('0x1234…abcd')

    connectButton().click()
    await vi.waitFor(() => expect(kit.stores.modal.getState().open).toBe(true))
    expect(kit.stores.router.getState().view).toBe('Account')

    kit.setThemeMode('light')
    expect(shadow('gangway-button').querySelector('.gw-w')?.getAttribute('data-theme')).toBe(
      'light',
    )
    kit.destroy()
  })

  it('render wallet-supplied names as text, never as markup', async () => {
    const { kit } = createTestKit()
    await connect(kit)
    defineGangwayElements(kit, { connect: 'x-connect', network: 'x-network', account: 'x-account' })
    kit.controllers.chain.updateAccountState('eip155', {
      profileName: '<img src=x onerror="alert(1)">',
    })
    document.body.innerHTML = '<x-connect></x-connect>'
    const root = document.querySelector('x-connect')!.shadowRoot!
    expect(root.querySelector('[data-testid="account-address"]')?.textContent).toBe(
      '<img src=x onerror="alert(1)">',
    )
    expect(root.querySelector('img[src="x"]')).toBeNull()
    kit.destroy()
  })
})
