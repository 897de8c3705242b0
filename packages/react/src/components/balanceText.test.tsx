/**
 * One balance, one text: the account button, the Account view and `useKitBalances().formatted`
 * show core's `formatBalance` (spec §9: 3 decimals, floored; the locale's digit grouping), so a
 * wallet holding 10,000 ETH reads '10,000.000 ETH' in all three.
 */
import '../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type UseKitBalancesResult, useKitBalances } from '../hooks/useKitBalances.js'
import { inModal, openModal } from '../testing/modal.testing.js'
import { render, settle } from '../testing/render.testing.js'
import { connect, createTestKit } from '../testing/testKit.testing.js'
import { AccountButton } from './AccountButton.js'
import { GangwayProvider } from './GangwayProvider.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const hook: { value?: UseKitBalancesResult } = {}
function Balances() {
  hook.value = useKitBalances()
  return null
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.replaceChildren()
})

describe('a balance reads the same everywhere', () => {
  it("the button, the Account view and the hook's formatted: '10,000.000 ETH'", async () => {
    const { kit, adapter } = createTestKit()
    adapter.balance = '10000'
    await kit.ready
    const view = await render(
      <GangwayProvider kit={kit}>
        <AccountButton />
        <Balances />
      </GangwayProvider>,
    )
    cleanups.push(view.unmount, () => kit.destroy())
    expect(hook.value?.formatted).toBe('')

    await settle(() => connect(kit))
    const button = () =>
      view.container.querySelector('[data-testid="account-balance"]')?.textContent
    await vi.waitFor(() => expect(button()).toBe('10,000.000 ETH'))
    // The hook keeps the raw value beside the text.
    expect(hook.value).toMatchObject({ balance: '10000', formatted: '10,000.000 ETH' })

    await openModal(kit, { view: 'Account' })
    await vi.waitFor(() =>
      expect(inModal('[data-testid="account-view-balance"]')?.textContent).toBe('10,000.000 ETH'),
    )
  })
})
