import '../../testing/dom.testing.js'
import type { CaipNetwork } from '@gangway/core/adapter'
import { selectActiveCaipNetwork } from '@gangway/core/shell'
import { describe, expect, it, vi } from 'vitest'
import type { GangwayKit } from '../../kit/types.js'
import { destroyAfterEach } from '../../testing/cleanup.testing.js'
import { allInModal, inModal, openModal } from '../../testing/modal.testing.js'
import { connect, createTestKit } from '../../testing/testKit.testing.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

const keep = destroyAfterEach({ also: () => vi.useRealTimers() })

const active = (kit: GangwayKit) =>
  selectActiveCaipNetwork(kit.stores.chain.getState())?.caipNetworkId
const view = (kit: GangwayKit) => kit.stores.router.getState().view
const title = () => inModal('[data-testid="switch-title"]')?.textContent

/** Account → Networks → Base, with the wallet's switch under the test's control. */
async function chooseBase() {
  const made = createTestKit()
  keep(made.kit)
  let answer!: { resolve: () => void; reject: (error: unknown) => void }
  const asked: number[] = []
  made.adapter.switchNetwork = ({ caipNetwork }: { caipNetwork: CaipNetwork }) => {
    asked.push(Number(caipNetwork.id))
    return new Promise<void>((resolve, reject) => {
      answer = {
        resolve: () => {
          made.adapter.chainId = caipNetwork.id
          resolve()
        },
        reject,
      }
    })
  }
  await connect(made.kit)
  await openModal(made.kit, { view: 'Account' })
  made.kit.controllers.router.push('Networks')
  await vi.waitFor(() => expect(allInModal('[data-testid="network-option"]')).toHaveLength(2))
  allInModal('[data-testid="network-option"]')[1]!.click()
  await vi.waitFor(() => expect(view(made.kit)).toBe('SwitchNetwork'))
  await vi.waitFor(() => expect(title()).toBe('Switching to Base'))
  // The wallet is asked once the kit's adapters are ready.
  await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0))
  return { ...made, asked, answer: () => answer }
}

describe('SwitchNetwork', () => {
  it('shows the pending switch, then returns to where Networks was opened from', async () => {
    const { kit, asked, answer } = await chooseBase()
    expect(asked).toEqual([8453])
    expect(inModal('[role="status"]')?.textContent).toContain('Approve the switch in your wallet')
    expect(active(kit)).toBe('eip155:1')
    answer().resolve()
    await vi.waitFor(() => expect(view(kit)).toBe('Account'))
    expect(active(kit)).toBe('eip155:8453')
    expect(kit.stores.router.getState().history).toEqual(['Account'])
  })

  it('a refusal says so; Try again asks the wallet again', async () => {
    const { kit, asked, answer } = await chooseBase()
    answer().reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await vi.waitFor(() => expect(inModal('[data-testid="switch-retry"]')).not.toBeNull())
    expect(title()).not.toBe('Switching to Base')
    expect(active(kit)).toBe('eip155:1')
    inModal<HTMLButtonElement>('[data-testid="switch-retry"]')!.click()
    await vi.waitFor(() => expect(asked).toEqual([8453, 8453]))
    await vi.waitFor(() => expect(title()).toBe('Switching to Base'))
    answer().resolve()
    await vi.waitFor(() => expect(active(kit)).toBe('eip155:8453'))
  })

  it('Choose another network goes back to the list', async () => {
    const { kit, answer } = await chooseBase()
    answer().reject(new Error('nope'))
    await vi.waitFor(() => expect(inModal('[data-testid="switch-back"]')).not.toBeNull())
    expect(title()).toBe('Switch declined')
    inModal<HTMLButtonElement>('[data-testid="switch-back"]')!.click()
    await vi.waitFor(() => expect(view(kit)).toBe('Networks'))
  })

  it('a wallet that never answers gets a time limit, then the retry', async () => {
    const { kit, asked } = await chooseBase()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // The switch started before the fake clock: retry once so its timer is a fake one.
    kit.controllers.router.goBack()
    await vi.waitFor(() => expect(view(kit)).toBe('Networks'))
    await vi.waitFor(() => expect(allInModal('[data-testid="network-option"]')).toHaveLength(2))
    allInModal('[data-testid="network-option"]')[1]!.click()
    await vi.waitFor(() => expect(title()).toBe('Switching to Base'))
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    await vi.advanceTimersByTimeAsync(60_000)
    vi.useRealTimers()
    await vi.waitFor(() => expect(title()).toBe('The wallet did not answer'))
    expect(inModal('[data-testid="switch-retry"]')).not.toBeNull()
  })
})
