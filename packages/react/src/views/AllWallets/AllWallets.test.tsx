import '../../testing/dom.testing.js'
import type { WalletDirectoryPage, WalletListing } from '@gangway/core'
import { describe, expect, it, vi } from 'vitest'
import { loadBuiltInIcon } from '../../icons/builtInIcons.js'
import type { WalletDirectorySource } from '../../kit/types.js'
import { createStaticWalletDirectory } from '../../kit/walletDirectory.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import {
  allInModal,
  inModal,
  keyDown,
  modalShadow,
  openModal,
} from '../../testing/modal.testing.js'
import { createTestKit } from '../../testing/testKit.testing.js'
import { DIRECTORY_SLOW_MS } from './index.js'
import { buildAllWalletsRows, createAllWalletsRows } from './rows.js'
import { ROW_HEIGHT, visibleRange } from './useVirtualRows.js'
import { allWalletsCss } from './viewCss.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach()

const THOUSANDS: WalletListing[] = Array.from({ length: 5000 }, (_, i) => ({
  id: `wallet-${i + 1}`,
  name: `Wallet ${String(i + 1).padStart(4, '0')}`,
}))

/**
 * happy-dom has no layout: give the modal body a 480 px viewport and make the list's box move
 * with the body's scroll, as a browser does.
 */
function layOut() {
  const body = inModal<HTMLElement>('.gw-body')!
  const list = inModal<HTMLElement>('[data-testid="all-wallets-list"]')!
  let scrollTop = 0
  Object.defineProperty(body, 'clientHeight', { configurable: true, get: () => 480 })
  Object.defineProperty(body, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (value: number) => {
      scrollTop = value
    },
  })
  body.getBoundingClientRect = () => ({ top: 100 }) as DOMRect
  // The list starts 60 px into the body's content (under the search field).
  list.getBoundingClientRect = () => ({ top: 100 + 60 - scrollTop }) as DOMRect
  return {
    scroll(to: number) {
      scrollTop = to
      body.dispatchEvent(new Event('scroll'))
    },
    get scrollTop() {
      return scrollTop
    },
  }
}

const rendered = () =>
  allInModal('[data-testid="all-wallets-list"] > li').map((li) => Number(li.dataset.index))
const names = () =>
  allInModal('[data-testid="wallet-option"]').map(
    (el) => el.querySelector('.gw-list-item-label')?.textContent,
  )

async function openAllWallets(wallets: WalletListing[] = THOUSANDS) {
  // No installed wallet: every row is a directory wallet.
  const { kit } = createTestKit({
    connectors: [],
    walletDirectorySource: createStaticWalletDirectory(wallets),
  })
  keep(kit)
  await openModal(kit, { view: 'AllWallets' })
  await vi.waitFor(() =>
    expect(allInModal('[data-testid="wallet-option"]').length).toBeGreaterThan(0),
  )
  return kit
}

describe('AllWallets virtual list', () => {
  it('computes the rows in view plus the overscan', () => {
    expect(visibleRange(5000, 0, 480)).toEqual({ start: 0, end: 14 })
    expect(visibleRange(5000, 64 * 100, 480)).toEqual({ start: 94, end: 114 })
    expect(visibleRange(10, 64 * 100, 480)).toEqual({ start: 10, end: 10 })
    expect(visibleRange(5000, -50, 480).start).toBe(0)
  })

  it('renders only the rows in view of a directory of thousands, and pages in as it scrolls', async () => {
    const kit = await openAllWallets()
    const layout = layOut()
    layout.scroll(0)
    await vi.waitFor(() => expect(rendered()).toEqual(Array.from({ length: 14 }, (_, i) => i)))
    const list = inModal('[data-testid="all-wallets-list"]')!
    // The first page is 40 wallets; the spacer is as tall as all of them.
    expect(list.dataset.count).toBe('40')
    expect(list.style.height).toBe(`${40 * ROW_HEIGHT}px`)
    expect(inModal('[data-index="3"]')?.getAttribute('aria-setsize')).toBe('40')
    expect(inModal('[data-index="3"]')?.getAttribute('aria-posinset')).toBe('4')
    // The rows sit in the list's flow below its top padding (the rows above the window): no
    // style of their own, so the browser shares one computed style among them.
    expect(list.style.paddingTop).toBe('0px')
    expect(inModal<HTMLElement>('[data-index="3"]')?.getAttribute('style')).toBeNull()
    // The row class's box is the ROW_HEIGHT the window is computed with (item + gap below it).
    expect(allWalletsCss).toContain(
      `.gw-virtual-row { height: ${ROW_HEIGHT - 8}px; margin-bottom: 8px;`,
    )

    // Near the end of the loaded rows the next page (40 more) loads.
    layout.scroll(60 + 30 * ROW_HEIGHT)
    await vi.waitFor(() => expect(list.dataset.count).toBe('80'))
    expect(rendered().length).toBeLessThanOrEqual(20)
    expect(rendered()[0]).toBe(24)
    expect(list.style.paddingTop).toBe(`${24 * ROW_HEIGHT}px`)
    expect(names()[0]).toBe('Wallet 0025')

    // Far down: still only a window of rows in the DOM.
    // Each scroll brings the end of the loaded rows into view: exactly one more page loads (the
    // rows in view stay far from the new end, so no second page follows).
    for (let page = 3; page <= 6; page++) {
      layout.scroll(60 + ((page - 1) * 40 - 12) * ROW_HEIGHT)
      await vi.waitFor(() => expect(Number(list.dataset.count)).toBe(page * 40))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(Number(list.dataset.count)).toBe(page * 40)
    }
    expect(allInModal('[data-testid="wallet-option"]').length).toBeLessThanOrEqual(20)
    expect(kit.controllers.walletDirectory).toBeDefined()
  })

  it('a fling draws the rows it passes light (name, no button); they are full rows once it rests', async () => {
    await openAllWallets()
    const layout = layOut()
    layout.scroll(0)
    await vi.waitFor(() => expect(rendered()).toHaveLength(14))
    // Animation frames run when the test says (a loaded machine may otherwise run the quiet
    // frame before React has committed the fling's rows).
    const frames: FrameRequestCallback[] = []
    const saved = globalThis.requestAnimationFrame
    globalThis.requestAnimationFrame = (callback) => frames.push(callback)
    const runFrames = () => {
      for (const frame of frames.splice(0)) frame(performance.now())
    }
    try {
      // 30 rows down in one scroll (past the overscan of 6): a fling.
      layout.scroll(60 + 30 * ROW_HEIGHT)
      runFrames()
      // Only the rows in view (30 to 37), each a light row: its name, no button.
      await vi.waitFor(() => expect(rendered()).toEqual([30, 31, 32, 33, 34, 35, 36, 37]))
      const rows = allInModal('[data-testid="all-wallets-list"] > li')
      expect(rows.every((li) => li.classList.contains('gw-virtual-row-passing'))).toBe(true)
      expect(allInModal('[data-testid="all-wallets-list"] button')).toHaveLength(0)
      expect(rows[0]?.textContent).toBe('Wallet 0031')
      expect(rows[0]?.getAttribute('aria-posinset')).toBe('31')
      // The first quiet frame: the same rows in full.
      runFrames()
      await vi.waitFor(() => expect(names()[0]).toBe('Wallet 0031'))
      expect(rendered()).toEqual([30, 31, 32, 33, 34, 35, 36, 37])
      expect(allInModal('.gw-virtual-row-passing')).toHaveLength(0)
      // The next: the overscan too, all full rows.
      runFrames()
      await vi.waitFor(() => expect(names()[0]).toBe('Wallet 0025'))
      expect(rendered()).toEqual(Array.from({ length: 20 }, (_, i) => 24 + i))
      expect(allInModal('.gw-virtual-row-passing')).toHaveLength(0)
      expect(allInModal('[data-testid="wallet-option"]')).toHaveLength(20)
    } finally {
      globalThis.requestAnimationFrame = saved
      runFrames()
    }
  })

  it('moves focus with the keyboard, scrolling rows into view (End, Home, PageDown, arrows)', async () => {
    await openAllWallets()
    const layout = layOut()
    layout.scroll(0)
    await vi.waitFor(() => expect(rendered().length).toBe(14))
    const search = inModal<HTMLInputElement>('[data-testid="wallet-search"]')!
    search.focus()
    keyDown(search, 'ArrowDown')
    await vi.waitFor(() =>
      expect(modalShadow()!.activeElement?.closest('li')?.dataset.index).toBe('0'),
    )
    keyDown(modalShadow()!.activeElement!, 'End')
    // Row 39 (the last loaded) is scrolled into view and focused.
    await vi.waitFor(() =>
      expect(modalShadow()!.activeElement?.closest('li')?.dataset.index).toBe('39'),
    )
    expect(layout.scrollTop).toBe(60 + 40 * ROW_HEIGHT - 480)
    keyDown(modalShadow()!.activeElement!, 'Home')
    await vi.waitFor(() =>
      expect(modalShadow()!.activeElement?.closest('li')?.dataset.index).toBe('0'),
    )
    expect(layout.scrollTop).toBe(60)
    keyDown(modalShadow()!.activeElement!, 'PageDown')
    await vi.waitFor(() =>
      expect(modalShadow()!.activeElement?.closest('li')?.dataset.index).toBe('6'),
    )
    keyDown(modalShadow()!.activeElement!, 'ArrowUp')
    await vi.waitFor(() =>
      expect(modalShadow()!.activeElement?.closest('li')?.dataset.index).toBe('5'),
    )
  })

  it('a search asks the directory once for up to 100 matches', async () => {
    await openAllWallets()
    const search = inModal<HTMLInputElement>('[data-testid="wallet-search"]')!
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(search, 'Wallet 1')
    search.dispatchEvent(new Event('input', { bubbles: true }))
    // "Wallet 1000".."Wallet 1999": 1000 matches, the first 100 are listed.
    await vi.waitFor(() =>
      expect(inModal('[data-testid="all-wallets-list"]')?.dataset.count).toBe('100'),
    )
    expect(names()[0]).toBe('Wallet 1000')
  })
})

describe('AllWallets when the directory fails or does not answer', () => {
  const PAGE: WalletDirectoryPage = { data: [{ id: 'rainbow', name: 'Rainbow' }], count: 1 }
  const notice = () => inModal<HTMLElement>('[data-testid="directory-notice"]')

  /** The default installed test wallet and a directory answering as `answer` says. */
  async function openWith(
    answer: (call: number, signal?: AbortSignal) => Promise<WalletDirectoryPage>,
  ) {
    const signals: (AbortSignal | undefined)[] = []
    const source: WalletDirectorySource = {
      fetchWallets: (query) => {
        signals.push(query.signal)
        return answer(signals.length, query.signal)
      },
    }
    const { kit } = createTestKit({ walletDirectorySource: source })
    keep(kit)
    await openModal(kit, { view: 'AllWallets' })
    return signals
  }

  it('lists the installed wallet at once, says the directory failed and asks again on retry', async () => {
    const signals = await openWith((call) =>
      call === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(PAGE),
    )
    await vi.waitFor(() => expect(names()).toEqual(['Gangway Test Wallet']))
    await vi.waitFor(() => expect(notice()?.dataset.state).toBe('error'))
    expect(notice()?.querySelector('[role="status"]')?.textContent).toBe(
      'The wallet directory could not be reached.',
    )
    inModal<HTMLButtonElement>('[data-testid="directory-retry"]')!.click()
    await vi.waitFor(() => expect(names()).toEqual(['Gangway Test Wallet', 'Rainbow']))
    expect(signals).toHaveLength(2)
    expect(notice()).toBeNull()
  })

  it(
    'says a directory that does not answer is not answering; a retry drops the hung request',
    async () => {
      const never = () => new Promise<WalletDirectoryPage>(() => {})
      const signals = await openWith(never)
      await vi.waitFor(() => expect(names()).toEqual(['Gangway Test Wallet']))
      await vi.waitFor(() =>
        expect(inModal('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading wallets'),
      )
      expect(notice()).toBeNull()
      await vi.waitFor(() => expect(notice()?.dataset.state).toBe('slow'), {
        timeout: DIRECTORY_SLOW_MS + 2000,
      })
      expect(notice()?.textContent).toContain('The wallet directory is not answering.')
      expect(inModal('[role="progressbar"]')).toBeNull()
      expect(names()).toEqual(['Gangway Test Wallet'])

      inModal<HTMLButtonElement>('[data-testid="directory-retry"]')!.click()
      await vi.waitFor(() => expect(signals.length).toBeGreaterThanOrEqual(2))
      expect(signals[0]?.aborted).toBe(true)
      // Asked again: loading (the wait starts over), not yet "not answering".
      await vi.waitFor(() => expect(notice()).toBeNull())
      expect(inModal('[role="progressbar"]')).not.toBeNull()
    },
    DIRECTORY_SLOW_MS + 10_000,
  )
})

describe('AllWallets against a directory whose count lies', () => {
  /** A directory that always serves `page` and says it holds 100,000 wallets. */
  async function openLying(page: unknown[]) {
    const queries: number[] = []
    const source: WalletDirectorySource = {
      fetchWallets: async (query) => {
        queries.push(query.page)
        return { data: page as WalletListing[], count: 100_000 }
      },
    }
    const { kit } = createTestKit({ connectors: [], walletDirectorySource: source })
    keep(kit)
    await openModal(kit, { view: 'AllWallets' })
    return { queries, layout: layOut() }
  }

  it.each([
    ['the same 40 wallets on every page', THOUSANDS.slice(0, 40)],
    ['the same 5 wallets on every page', THOUSANDS.slice(0, 5)],
    ['no wallets at all', []],
    ['40 listings a page, none valid', Array.from({ length: 40 }, () => ({ id: 42 }))],
  ])('stops asking when a page adds nothing new (%s)', async (_name, page) => {
    const { queries, layout } = await openLying(page)
    await vi.waitFor(() => expect(queries.length).toBeGreaterThan(0))
    // The end of the list comes into view once; then, for a second, nothing more is asked for
    // than the first page and one that added nothing.
    layout.scroll(60 + page.length * ROW_HEIGHT)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(queries.length).toBeLessThanOrEqual(2)
    const list = inModal<HTMLElement>('[data-testid="all-wallets-list"]')!
    const valid = page.filter((listing) => typeof listing.id === 'string').length
    expect(Number(list.dataset.directoryLoaded)).toBe(valid)
    expect(Number(list.dataset.directoryTotal)).toBe(valid)
    expect(list.getAttribute('aria-busy')).toBe('false')
  })
})

describe('AllWallets rows', () => {
  it('lists installed, custom, then directory wallets, each once', () => {
    const rows = buildAllWalletsRows({
      connectors: [
        {
          id: 'mm',
          name: 'MetaMask',
          type: 'ANNOUNCED',
          chain: 'eip155',
          info: { rdns: 'io.metamask' },
        },
        { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' },
      ],
      customWallets: [{ id: 'mine', name: 'My Wallet' }],
      directory: [
        { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
        { id: 'mine', name: 'My Wallet' },
        { id: 'rainbow', name: 'Rainbow' },
      ],
      query: '',
      searched: false,
    })
    expect(rows.map((row) => `${row.kind}:${row.name}`)).toEqual([
      'connector:MetaMask',
      'listing:My Wallet',
      'listing:Rainbow',
    ])
  })
})

describe('AllWallets rows, page by page', () => {
  const base = {
    connectors: [],
    customWallets: [{ id: 'mine', name: 'My Wallet' }],
    searched: false,
  }

  it('appends a page to the rows already built: same rows as a full build, same models', () => {
    const rowsFor = createAllWalletsRows()
    const first = rowsFor({ ...base, directory: THOUSANDS.slice(0, 40), query: '' })
    const directory = [
      ...THOUSANDS.slice(0, 40),
      { id: 'mine', name: 'My Wallet' },
      ...THOUSANDS.slice(40, 80),
    ]
    const second = rowsFor({ ...base, directory, query: '' })
    expect(second).not.toBe(first)
    expect(second).toEqual(buildAllWalletsRows({ ...base, directory, query: '' }))
    expect(second).toHaveLength(81)
    // The rows before the page are the same objects (nothing rebuilt); the listing already
    // listed as a custom wallet is still listed once.
    for (let i = 0; i < first.length; i++) expect(second[i]).toBe(first[i])
  })

  it('builds again when the input is not the previous one plus a page', () => {
    const rowsFor = createAllWalletsRows()
    const directory = THOUSANDS.slice(0, 80)
    const all = rowsFor({ ...base, directory, query: '' })
    const filtered = rowsFor({ ...base, directory, query: 'Wallet 000' })
    expect(filtered).toEqual(buildAllWalletsRows({ ...base, directory, query: 'Wallet 000' }))
    expect(filtered.map((row) => row.name)).toHaveLength(9)
    // A directory that is not the previous one extended (a new search's answer).
    const other = THOUSANDS.slice(1000, 1040)
    expect(rowsFor({ ...base, directory: other, query: '' })).toEqual(
      buildAllWalletsRows({ ...base, directory: other, query: '' }),
    )
    expect(all).toHaveLength(81)
  })
})

describe('AllWallets: a detected wallet without an image of its own', () => {
  it('a wallet app the directory knows (a Solana deep link on a phone) shows its logo, as in Connect', async () => {
    const { kit } = createTestKit({
      connectors: [
        {
          id: 'deeplink:phantom',
          name: 'Phantom',
          explorerId: 'phantom',
          type: 'EXTERNAL',
          chain: 'eip155',
        },
        { id: 'unknown-app', name: 'Unknown App', type: 'EXTERNAL', chain: 'eip155' },
      ],
      walletDirectorySource: createStaticWalletDirectory([]),
    })
    keep(kit)
    await openModal(kit, { view: 'AllWallets' })
    const row = (name: string) =>
      allInModal('[data-testid="wallet-option"]').find((option) =>
        option.textContent?.includes(name),
      )
    await vi.waitFor(() => expect(row('Unknown App')).toBeDefined())
    const phantom = await loadBuiltInIcon('wallet', 'phantom')
    expect(phantom).toMatch(/^data:image\/svg\+xml,/)
    await vi.waitFor(() =>
      expect(row('Phantom')?.querySelector('.gw-image img')?.getAttribute('src')).toBe(phantom),
    )
    expect(row('Phantom')?.querySelector('.gw-image')?.textContent).toBe('')
    // A wallet the directory does not know keeps its monogram.
    expect(row('Unknown App')?.querySelector('.gw-image')?.textContent).toBe('UA')
    // A phone app's link is not installed in this browser: no 'Installed' tag (as in Connect).
    expect(row('Phantom')?.textContent).not.toContain('Installed')
    expect(row('Unknown App')?.textContent).not.toContain('Installed')
  })
})
