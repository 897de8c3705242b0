import '../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineGangwayElements } from '../elements/defineElements.js'
import { render, settle } from '../testing/render.testing.js'
import { connect, createTestKit } from '../testing/testKit.testing.js'
import { AccountButton } from './AccountButton.js'
import { GangwayProvider } from './GangwayProvider.js'
import { NetworkButton } from './NetworkButton.js'

const PROFILE = 'https://images.example/profile.png'

afterEach(() => document.body.replaceChildren())

/** Every <img> of the page, inside open shadow roots too. */
function allImages(root: ParentNode = document): HTMLImageElement[] {
  const found = [...root.querySelectorAll('img')]
  for (const element of root.querySelectorAll('*'))
    if (element.shadowRoot) found.push(...allImages(element.shadowRoot))
  return found
}

describe('images the buttons render', () => {
  it('send no referrer, in the React buttons and the custom elements alike', async () => {
    const { kit } = createTestKit()
    await connect(kit)
    kit.controllers.chain.updateAccountState('eip155', { profileImage: PROFILE })
    const view = await render(
      <GangwayProvider kit={kit}>
        <NetworkButton />
        <AccountButton />
      </GangwayProvider>,
    )
    defineGangwayElements(kit)
    document.body.insertAdjacentHTML(
      'beforeend',
      '<gangway-account-button></gangway-account-button>',
    )
    await settle()
    await vi.waitFor(() => expect(allImages().length).toBe(2))
    for (const image of allImages()) {
      expect(image.getAttribute('src')).toBe(PROFILE)
      expect(image.getAttribute('referrerpolicy')).toBe('no-referrer')
    }
    await view.unmount()
    await kit.destroy()
  })

  it('render no image the image check refuses (http to another machine)', async () => {
    const { kit } = createTestKit()
    await connect(kit)
    kit.controllers.chain.updateAccountState('eip155', {
      profileImage: 'http://tracker.example/p.png',
    })
    const view = await render(
      <GangwayProvider kit={kit}>
        <AccountButton />
      </GangwayProvider>,
    )
    await settle()
    expect(view.container.querySelector('[data-testid="account-address"]')).not.toBeNull()
    expect(allImages()).toEqual([])
    await view.unmount()
    await kit.destroy()
  })
})
