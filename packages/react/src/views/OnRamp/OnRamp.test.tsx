import '../../testing/dom.testing.js'
import { createMemoryBackend } from '@gangway/core'
import { defaultOnrampProviders, type OnRampProvider } from '@gangway/core/onramp'
import { describe, expect, it, vi } from 'vitest'
import type { GangwayKit } from '../../kit/types.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { createKernelKit as createKit } from '../../testing/kernelKit.testing.js'
import { allInModal, inModal, modalShadow, openModal } from '../../testing/modal.testing.js'
import { ADDRESS, base, mainnet, network, TestAdapter } from '../../testing/testKit.testing.js'
import { openProviderWindow } from './openProviderWindow.js'
import { ONRAMP_TIMING } from './useFundsArrival.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const anvil = network(31337, 'Anvil')
const timing = { ...ONRAMP_TIMING }
const keep = destroyAfterEach({ also: () => Object.assign(ONRAMP_TIMING, timing) })

/** A provider on mainnet and Base whose widget is a checked https page. */
const shop = (overrides: Partial<OnRampProvider> = {}): OnRampProvider => ({
  id: 'shop',
  name: 'Shop',
  feeRangePercent: [1, 2],
  assets: { 'eip155:1': ['ETH', 'USDC'], 'eip155:8453': ['ETH'] },
  buildUrl: ({ address, network, asset, amount }) =>
    `https://shop.example/buy?to=${address}&net=${network}&asset=${asset}&usd=${amount}`,
  ...overrides,
})
const other = shop({ id: 'other', name: 'Other', feeRangePercent: [1, 1] })

async function kitWith(onrampProviders?: OnRampProvider[]) {
  const adapter = new TestAdapter()
  const kit = createKit({
    adapters: [adapter],
    networks: [mainnet, base, anvil],
    storage: createMemoryBackend(),
    reconnectOnStart: false,
    enableWalletConnect: false,
    walletDirectory: false,
    features: { analytics: false },
    logger: { error: () => {}, warn: () => {} },
    ...(onrampProviders && { onrampProviders }),
  })
  keep(kit)
  await kit.ready
  await kit.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  return { kit, adapter }
}

/** Opens Account, then Buy through its feature button, as a visitor does. */
async function openBuy(kit: GangwayKit) {
  await openModal(kit, { view: 'Account' })
  await vi.waitFor(() => expect(inModal('[data-feature="onramp"]')).not.toBeNull())
  inModal('[data-feature="onramp"]')!.click()
  await vi.waitFor(() => expect(inModal('[data-testid="onramp-view"]')).not.toBeNull(), {
    timeout: 5000,
  })
}

/** A window.open that records its calls and answers windows (or null: blocked) in turn. */
function windowOpen(...answers: (object | null)[]) {
  return vi
    .spyOn(window, 'open')
    .mockImplementation(() => (answers.length ? answers.shift() : {}) as Window | null)
}

const radios = (group: string) =>
  allInModal(`[data-testid="onramp-${group}"] input[type="radio"]`) as HTMLInputElement[]

describe('Buy (OnRamp)', () => {
  it('lists the providers with their fee range as a labelled radio group, and the assets', async () => {
    const { kit } = await kitWith([shop(), other])
    await openBuy(kit)
    const legend = inModal('fieldset legend')
    expect(legend?.textContent).toBe('Provider')
    const rows = allInModal('[data-testid="onramp-providers"] .gw-list-item-label')
    expect(rows.map((row) => row.textContent)).toEqual(['Shop1–2% fee', 'Other1% fee'])
    // Native radios in one named group: arrow keys move the choice, Tab reaches the group once.
    const providers = radios('providers')
    expect(providers.map((r) => r.checked)).toEqual([true, false])
    expect(new Set(providers.map((r) => r.name)).size).toBe(1)
    providers[1]!.click()
    await vi.waitFor(() => expect(radios('providers')[1]!.checked).toBe(true))
    expect(inModal('[data-testid="onramp-continue"]')?.textContent).toBe('Continue with Other')
    expect(radios('assets').map((r) => r.value)).toEqual(['ETH', 'USDC'])
    expect(inModal('[data-testid="onramp-amount"]')?.id).toBe(
      inModal('label[for]')?.getAttribute('for'),
    )
  })

  it('opens the provider in a popup with the address, network, asset and amount, then waits for the funds', async () => {
    const { kit } = await kitWith([shop()])
    ONRAMP_TIMING.pollMs = 50
    await openBuy(kit)
    radios('assets')[1]!.click()
    const amount = inModal<HTMLInputElement>('[data-testid="onramp-amount"]')!
    const presets = allInModal('button[aria-pressed]')
    presets[2]!.click()
    await vi.waitFor(() => expect(amount.value).toBe('100'))
    expect(presets[2]!.getAttribute('aria-pressed')).toBe('true')
    const popup = {} as Window
    const open = windowOpen(popup)
    inModal('[data-testid="onramp-continue"]')!.click()
    const url = `https://shop.example/buy?to=${ADDRESS}&net=eip155:1&asset=USDC&usd=100`
    expect(open).toHaveBeenCalledWith(url, 'gangway-onramp', 'popup=yes,width=460,height=720')
    expect(popup.opener).toBeNull()
    await vi.waitFor(() => expect(inModal('[data-testid="onramp-pending"]')).not.toBeNull())
    expect(inModal('[role="progressbar"]')?.getAttribute('aria-label')).toBe(
      'Waiting for USDC from Shop',
    )
    expect(inModal('[data-testid="onramp-status"]')?.textContent).toContain(
      'Shop opened in a new window',
    )
    expect(inModal<HTMLAnchorElement>('[data-testid="onramp-link"]')?.href).toBe(url)
    // Focus moves to the pending heading, for keyboard and screen-reader visitors.
    expect(inModal('h3')?.textContent).toBe('Complete your purchase on Shop')
    await vi.waitFor(() => expect(modalShadow()!.activeElement).toBe(inModal('h3')))
  })

  it('sees the native asset arrive (balance read again while waiting), then goes back to Account', async () => {
    const { kit, adapter } = await kitWith([shop()])
    ONRAMP_TIMING.pollMs = 50
    await openBuy(kit)
    windowOpen({})
    inModal('[data-testid="onramp-continue"]')!.click()
    await vi.waitFor(() => expect(inModal('[data-testid="onramp-pending"]')).not.toBeNull())
    adapter.balance = '1235.06789'
    await vi.waitFor(() => expect(inModal('[data-testid="onramp-arrived"]')).not.toBeNull(), {
      timeout: 5000,
    })
    expect(inModal('[data-testid="onramp-arrived"] [role="status"]')?.textContent).toBe(
      '0.5 ETH arrived in your account.',
    )
    inModal('[data-testid="onramp-done"]')!.click()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'))
  })

  it('falls back to a tab when the popup is blocked, and to a link when both are', async () => {
    expect(openProviderWindow('https://x.example/', () => null)).toBe('blocked')
    const calls: string[] = []
    expect(
      openProviderWindow('https://x.example/', (_u, target) => {
        calls.push(target)
        return target === '_blank' ? ({} as Window) : null
      }),
    ).toBe('tab')
    expect(calls).toEqual(['gangway-onramp', '_blank'])

    const { kit } = await kitWith([shop()])
    await openBuy(kit)
    windowOpen(null, null)
    inModal('[data-testid="onramp-continue"]')!.click()
    await vi.waitFor(() => expect(inModal('[data-testid="onramp-pending"]')).not.toBeNull())
    expect(inModal('[data-testid="onramp-status"]')?.textContent).toBe(
      'Your browser blocked the Shop window. Open it with the link below.',
    )
    const link = inModal<HTMLAnchorElement>('[data-testid="onramp-link"]')!
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener')
    expect(link.dataset.variant).toBe('primary')
  })

  it('gives up waiting after its time limit, with Keep waiting and a way back; Stop waiting is always there', async () => {
    const { kit } = await kitWith([shop()])
    ONRAMP_TIMING.pollMs = 20
    ONRAMP_TIMING.waitMs = 150
    await openBuy(kit)
    windowOpen({}, {})
    inModal('[data-testid="onramp-continue"]')!.click()
    await vi.waitFor(() => expect(inModal('[data-testid="onramp-stop"]')).not.toBeNull())
    await vi.waitFor(() => expect(inModal('[data-testid="onramp-timeout"]')).not.toBeNull(), {
      timeout: 3000,
    })
    expect(inModal('[role="alert"]')?.textContent).toContain('Nothing from Shop has arrived yet')
    ONRAMP_TIMING.waitMs = 60_000
    inModal('[data-testid="onramp-wait-again"]')!.click()
    await vi.waitFor(() => expect(inModal('[data-testid="onramp-pending"]')).not.toBeNull())
    inModal('[data-testid="onramp-stop"]')!.click()
    await vi.waitFor(() => expect(kit.stores.router.getState().view).toBe('Account'))
  })

  it('names a bad amount on the field and a refused provider link, opening nothing', async () => {
    const { kit } = await kitWith([shop({ buildUrl: () => 'javascript:alert(1)' })])
    await openBuy(kit)
    const open = windowOpen()
    const amount = inModal<HTMLInputElement>('[data-testid="onramp-amount"]')!
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setValue.call(amount, 'abc')
    amount.dispatchEvent(new Event('input', { bubbles: true }))
    inModal('[data-testid="onramp-continue"]')!.click()
    await vi.waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'))
    const described = amount.getAttribute('aria-describedby')!
    expect(modalShadow()!.getElementById(described)?.textContent).toBe(
      'Enter an amount in USD, like 50 or 49.99',
    )
    setValue.call(amount, '25')
    amount.dispatchEvent(new Event('input', { bubbles: true }))
    await vi.waitFor(() => expect(amount.getAttribute('aria-invalid')).toBeNull())
    inModal('[data-testid="onramp-continue"]')!.click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="onramp-error"]')?.textContent).toMatch(
        /Shop built a link the kit does not open/,
      ),
    )
    expect(open).not.toHaveBeenCalled()
  })

  it("a provider whose URL a server makes: a blank popup in the click, the provider's page when the URL comes", async () => {
    let answer: (url: string) => void = () => {}
    const createUrl = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve
        }),
    )
    const { buildUrl: _, ...rest } = shop()
    const { kit } = await kitWith([{ ...rest, createUrl }])
    await openBuy(kit)
    const popup = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() }
    const open = windowOpen(popup)
    inModal('[data-testid="onramp-continue"]')!.click()
    // Opened inside the click, before the server answered.
    expect(open).toHaveBeenCalledWith('about:blank', 'gangway-onramp', expect.any(String))
    await vi.waitFor(() =>
      expect(inModal('[data-testid="onramp-continue"]')?.textContent).toBe('Opening Shop…'),
    )
    expect(createUrl).toHaveBeenCalledWith(
      { address: ADDRESS, network: 'eip155:1', asset: 'ETH', amount: 50 },
      expect.any(AbortSignal),
    )
    answer('https://shop.example/session/abc')
    await vi.waitFor(() => expect(inModal('[data-testid="onramp-pending"]')).not.toBeNull())
    expect(popup.location.href).toBe('https://shop.example/session/abc')
    expect(popup.opener).toBeNull()
  })

  it('a server that fails or answers a refused link: the blank popup closes and the refusal shows', async () => {
    const { buildUrl: _, ...rest } = shop()
    const { kit } = await kitWith([{ ...rest, createUrl: async () => 'javascript:alert(1)' }])
    await openBuy(kit)
    const popup = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() }
    windowOpen(popup)
    inModal('[data-testid="onramp-continue"]')!.click()
    await vi.waitFor(() =>
      expect(inModal('[data-testid="onramp-error"]')?.textContent).toMatch(
        /Shop built a link the kit does not open/,
      ),
    )
    expect(popup.close).toHaveBeenCalled()
    expect(popup.location.href).toBe('about:blank')
    expect(inModal('[data-testid="onramp-continue"]')?.getAttribute('aria-busy')).toBeNull()
  })

  it('shows Buy only where a provider sells: the two real ones on Ethereum, none on a local chain', async () => {
    // No providers set: no Buy anywhere (the real ones refuse a visitor without credentials).
    const bare = await kitWith()
    await openModal(bare.kit, { view: 'Account' })
    await vi.waitFor(() => expect(inModal('[data-feature="receive"]')).not.toBeNull())
    expect(inModal('[data-feature="onramp"]')).toBeNull()
    bare.kit.destroy()
    document.body.replaceChildren()
    const { kit } = await kitWith(
      defaultOnrampProviders({ coinbase: { appId: 'app' }, transak: { apiKey: 'key' } }),
    )
    await openModal(kit, { view: 'Account' })
    await vi.waitFor(() => expect(inModal('[data-feature="receive"]')).not.toBeNull())
    expect(inModal('[data-feature="onramp"]')).not.toBeNull()
    await kit.switchNetwork(anvil)
    await vi.waitFor(() => expect(inModal('[data-feature="onramp"]')).toBeNull())
    expect(inModal('[data-feature="receive"]')).not.toBeNull()
    // Reached anyway (a host's own link): it says why and offers the way back.
    kit.controllers.router.push('OnRamp')
    await vi.waitFor(() => expect(inModal('[data-testid="onramp-unavailable"]')).not.toBeNull())
    expect(inModal('[data-testid="onramp-unavailable"] p')?.textContent).toBe(
      'No provider sells on this network. Switch to another network to buy.',
    )
  })
})
