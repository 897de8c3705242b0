import type { Locator, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  type PublicClient,
} from 'viem'

export const TEST_WALLET_NAME = 'Gangway Test Wallet'

/** A locator's text, trimmed ('' when it has none). */
export async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim()
}

/**
 * Waits until the modal's toast shows a text matching `pattern`, watched in the page on every
 * frame: a toast hides after 2.2 s (spec §2), which polling from the test can miss on a loaded
 * machine. Resolves with the toast's text.
 */
export async function waitForSnackbar(page: Page, pattern: RegExp, timeout = 30_000) {
  const shown = await page.waitForFunction(
    ([source, flags]) => {
      const bar = document
        .querySelector('gangway-modal')
        ?.shadowRoot?.querySelector('[data-testid="snackbar"]')
      const text = bar?.textContent?.trim() ?? ''
      return new RegExp(source, flags).test(text) && text
    },
    [pattern.source, pattern.flags] as const,
    { timeout },
  )
  return (await shown.jsonValue()) as string
}

/** What the demo's <pre data-testid="hook-state"> shows. */
export interface HookState {
  account: {
    status: string | null
    isConnected: boolean
    address: string | null
    caipAddress: string | null
    allAccounts: { namespace: string; address: string; type: string }[]
  }
  network: { caipNetworkId: string | null; chainId: number | string | null; name: string | null }
  themeMode: 'dark' | 'light'
}

/** The modal's custom element (its views live in an open shadow root; locators pierce it). */
export function modal(page: Page): Locator {
  return page.locator('gangway-modal')
}

export async function hookState(page: Page): Promise<HookState> {
  return JSON.parse(await text(page.getByTestId('hook-state')))
}

/**
 * Waits until the hooks' state, as the page renders it, passes `predicate`. The predicate runs in
 * the page (serialized), so it must not use anything from the test's scope.
 */
export async function waitForHookState(
  page: Page,
  predicate: (state: HookState) => boolean,
  timeout = 15_000,
): Promise<HookState> {
  const read = `JSON.parse(document.querySelector('[data-testid="hook-state"]')?.textContent || 'null')`
  await page.waitForFunction(
    `(() => { const s = ${read}; return s && (${predicate})(s) })()`,
    null,
    {
      timeout,
    },
  )
  return hookState(page)
}

/** The test wallet's entry in the open modal. */
export function testWalletOption(page: Page): Locator {
  return modal(page).getByTestId('wallet-option').filter({ hasText: TEST_WALLET_NAME }).first()
}

/**
 * Opens the modal through the connect button and waits for the test wallet to be listed and for
 * the list to be complete (`aria-busy` off: the directory's wallets have joined it), so that a
 * click lands where the row stays.
 */
export async function openConnectModal(page: Page): Promise<Locator> {
  await page.getByTestId('connect-button').first().click()
  const option = testWalletOption(page)
  await option.waitFor({ state: 'visible' })
  await modal(page).locator('[data-testid="wallet-list"][aria-busy="false"]').waitFor()
  return option
}

/** Opens the modal, chooses WalletConnect and waits for its QR code (`data-uri`: the pairing URI). */
export async function openWalletConnectQr(page: Page): Promise<Locator> {
  await page.getByTestId('connect-button').first().click()
  await modal(page)
    .getByTestId('wallet-option')
    .filter({ hasText: 'WalletConnect' })
    .first()
    .click()
  const qr = modal(page).getByTestId('wc-qr')
  await qr.waitFor({ timeout: 15_000 })
  return qr
}

/** Whether the kit says its modal is open. */
export function isModalOpen(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean((window as any).gangwayDemo?.kit.stores.modal.getState().open))
}

/** Waits until the kit has closed the modal and its card has left the page (exit animation). */
export async function waitForModalClosed(page: Page): Promise<void> {
  await page.waitForFunction(() => !(window as any).gangwayDemo.kit.stores.modal.getState().open)
  await modal(page).getByTestId('modal-card').waitFor({ state: 'hidden' })
}

/**
 * Connects the injected test wallet through the modal, waits for the hooks to say so and for the
 * modal to close itself (it does after a successful connect).
 */
export async function connectTestWallet(page: Page): Promise<HookState> {
  const option = await openConnectModal(page)
  await option.click()
  const state = await waitForHookState(page, (s) => s.account.isConnected)
  await waitForModalClosed(page)
  return state
}

/** Closes the modal with its close button when it is open, and waits until it is gone. */
export async function closeModalIfOpen(page: Page): Promise<void> {
  if (await isModalOpen(page)) await modal(page).getByTestId('modal-close').click()
  await waitForModalClosed(page)
}

/** '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' -> '0x7099…79C8' */
export function truncated(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/**
 * A balance as the account button and the Account view show it (spec §9): floored (never
 * rounded up) to exactly 3 decimals: '1234.567', '2.000'.
 */
export function flooredBalance(units: bigint, decimals = 18): string {
  const [whole, fraction = ''] = formatUnits(units, decimals).split('.')
  return `${whole}.${fraction.slice(0, 3).padEnd(3, '0')}`
}

/** A quantity as the Tokens tab lists it: floored to 3 decimals, trailing zeros dropped. */
export function flooredQuantity(units: bigint, decimals = 18): string {
  return flooredBalance(units, decimals).replace(/\.?0+$/, '')
}

export function publicClient(rpcUrl: string): PublicClient {
  return createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
}

export async function balanceOf(rpcUrl: string, address: string): Promise<bigint> {
  return publicClient(rpcUrl).getBalance({ address: address as Address })
}

/** An ERC-20 balance (base units), read from the node. */
export function tokenBalanceOf(rpcUrl: string, token: Address, owner: string): Promise<bigint> {
  return publicClient(rpcUrl).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner as Address],
  })
}

/**
 * Opens the modal, picks the wallet of that name from its list, and waits until the hooks show
 * an account of `namespace` connected and the modal has closed.
 */
export async function connectFromList(page: Page, walletName: string, namespace: string) {
  await page.getByTestId('connect-button').first().click()
  await modal(page).getByTestId('wallet-option').filter({ hasText: walletName }).first().click()
  // The predicate runs in the page, so the namespace is written into its source.
  await waitForHookState(
    page,
    new Function(
      's',
      `return s.account.isConnected && (s.account.caipAddress || '').startsWith(${JSON.stringify(`${namespace}:`)})`,
    ) as (s: HookState) => boolean,
  )
  await waitForModalClosed(page)
}

/** The view the kit's router shows, read in the page. */
export function currentView(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as any).gangwayDemo.kit.stores.router.getState().view as string,
  )
}

/**
 * Picks a network in the Networks view (opened from the network button) and waits until the
 * hooks say it is the active one. A network of a family with no connection, while another family
 * is connected, opens that family's wallets (Connect filtered to it): closed here, so the caller
 * connects (or not) as before.
 */
export async function switchNetwork(page: Page, caipNetworkId: string): Promise<HookState> {
  await page.getByTestId('network-button').first().click()
  await modal(page)
    .locator(`[data-testid="network-option"][data-network-id="${caipNetworkId}"]`)
    .click()
  await page.waitForFunction(() => {
    const { kit } = (window as any).gangwayDemo
    return !kit.stores.modal.getState().open || kit.stores.router.getState().view === 'Connect'
  })
  if (await isModalOpen(page)) await modal(page).getByTestId('modal-close').click()
  await waitForModalClosed(page)
  return waitForHookState(
    page,
    new Function('s', `return s.network.caipNetworkId === ${JSON.stringify(caipNetworkId)}`) as (
      s: HookState,
    ) => boolean,
  )
}

/** Every view the demo has a button for (`open-view-<View>`), in the page's order. */
export async function demoViews(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="open-view-"]')
    .evaluateAll((buttons) =>
      buttons.map((button) => (button as HTMLElement).dataset.testid!.slice('open-view-'.length)),
    )
}

/** The page's and the modal's animations and transitions are over (a spinner's endless one aside). */
export async function settled(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('gangway-modal')?.shadowRoot
      return [...document.getAnimations(), ...(root?.getAnimations() ?? [])].every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      )
    },
    null,
    timeout === undefined ? {} : { timeout },
  )
}

/**
 * How the Connect view's email field and social buttons sit on its first screen: whether the
 * modal's body has been scrolled, and the test ids (or `social:<provider>`) of those that are not
 * wholly inside the body's visible box; the social grid's buttons' widths, rows and logos.
 */
export async function connectFirstScreen(page: Page) {
  // Once the directory's wallets are in (the list is no longer busy): the list's full height.
  await modal(page).locator('[data-testid="wallet-list"][aria-busy="false"]').waitFor()
  return page.evaluate(() => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    const body = root?.querySelector('.gw-body')
    if (!body) throw new Error('no modal body')
    const view = body.getBoundingClientRect()
    const controls = [
      ...root!.querySelectorAll<HTMLElement>('[data-testid="email-input"], [data-social]'),
    ]
    const below = controls
      .filter((control) => {
        const box = control.getBoundingClientRect()
        return box.top < view.top - 0.5 || box.bottom > view.bottom + 0.5
      })
      .map((control) => control.dataset.testid ?? `social:${control.dataset.social}`)
    const grid = [...root!.querySelectorAll<HTMLElement>('.gw-socials [data-social]')].map(
      (button) => {
        const box = button.getBoundingClientRect()
        return {
          width: Math.round(box.width),
          top: Math.round(box.top),
          logo: !!button.querySelector('svg[data-logo]'),
        }
      },
    )
    return { scrolled: body.scrollTop, controls: controls.length, below, grid }
  })
}
