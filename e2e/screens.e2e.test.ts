// The screenshot set on a phone (390 x 844, touch, a phone's agent): every view the demo's view
// buttons open, light and dark, clipped to the modal's card (see support/screenSet.ts). The
// desktop set is taken by the contrast walk (contrast.e2e.test.ts) as it reads every view.
import { describe, expect } from 'vitest'
import { setTheme } from './support/axe.js'
import { connectTestWallet, demoViews, hookState, waitForModalClosed } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { PHONE } from './support/phone.js'
import {
  clearShots,
  openViewForShot,
  shootCard,
  shotIn,
  shotSummary,
  THEMES,
} from './support/screenSet.js'

useBrowser()

// One page per theme, side by side: a theme is set once per page (switching it repaints the
// whole page, which costs more than opening a view again).
describe.concurrent('the screenshot set', () => {
  for (const theme of THEMES)
    scenario(
      `every view the demo opens, ${theme}, phone`,
      async ({ page, openDemo }) => {
        await openDemo()
        await setTheme(page, theme)
        const views = await demoViews(page)
        expect(views.length).toBeGreaterThan(20)
        const taken = new Map<string, number>()
        const skipped = new Map<string, string>()
        for (const connected of [false, true]) {
          clearShots(views, connected, 'phone', theme)
          if (connected) {
            await page.evaluate(() => (window as any).gangwayDemo.kit.close())
            await waitForModalClosed(page)
            if (!(await hookState(page)).account.isConnected) await connectTestWallet(page)
          }
          for (const view of views) {
            if (!shotIn(view, connected)) continue
            let why = await openViewForShot(page, view)
            if (!why)
              try {
                await shootCard(page, view, theme, 'phone')
                taken.set(view, 1)
              } catch {
                why = 'the modal closed'
              }
            if (why) skipped.set(view, why)
          }
        }
        console.log(shotSummary(`phone, ${theme}`, taken, skipped))
        for (const view of [
          'Connect',
          'AllWallets',
          'ConnectingWalletConnect',
          'Account',
          'Networks',
        ])
          expect(taken.has(view), view).toBe(true)
      },
      // Reduced motion: the views' enter transitions end at once (the shots are of the settled
      // view). ~40 views, each with its own time limits: this bounds the whole walk.
      {
        ...PHONE,
        contextOptions: { ...PHONE.contextOptions, reducedMotion: 'reduce' },
        timeout: 240_000,
      },
    )
})
