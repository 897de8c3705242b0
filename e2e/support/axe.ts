// axe-core on the modal (inside its shadow root) and screenshots of it, for the view scenarios.
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { SCREENS } from './harness.js'

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export interface AxeFinding {
  view: string
  id: string
  impact: string
  help: string
  targets: string[]
}

/** axe-core on the modal (inside its shadow root): the serious and critical violations. */
export async function axeViolations(page: Page, view: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE })
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(
      { include: [['gangway-modal']] },
      { resultTypes: ['violations'] },
    )
    return result.violations.map((violation: any) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map(
        (node: any) => `${JSON.stringify(node.target)}: ${node.failureSummary.split('\n').at(-1)}`,
      ),
    }))
  })
  return violations
    .filter((finding: AxeFinding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding: AxeFinding) => ({ ...finding, view }))
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS}${name}.png`, animations: 'disabled' })
}

export async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((mode) => (window as any).gangwayDemo.kit.setThemeMode(mode), theme)
  await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, theme)
}
