// Truncation (issue 20): a row's name is its own element, clamped by the modal CSS to two lines
// before an ellipsis, with its full text as the tooltip and in the button's accessible name.
import '../testing/dom.testing.js'
import { describe, expect, it } from 'vitest'
import { render } from '../testing/render.testing.js'
import { accountCss } from '../views/Account/viewCss.js'
import { ListItem } from './controls.js'
import { modalCss } from './styles/modalCss.js'

const LONG = 'Gangway Test Extension Wallet Whose Name Runs Far Past Two Lines'

describe('ListItem names', () => {
  it('renders the full name in .gw-name with a title, beside the sublabel', async () => {
    const { container, unmount } = await render(<ListItem label={LONG} sublabel="Installed" />)
    const button = container.querySelector('button')!
    const name = button.querySelector('.gw-name')!
    expect(name.textContent).toBe(LONG)
    expect(name.getAttribute('title')).toBe(LONG)
    // The sublabel is outside the clamped name, so it never eats one of its two lines.
    expect(name.querySelector('.gw-list-item-sub')).toBeNull()
    expect(button.textContent).toBe(`${LONG}Installed`)
    await unmount()
  })

  it('without a sublabel the name is the label itself: one element, clamped, with a title', async () => {
    const { container, unmount } = await render(<ListItem label={LONG} />)
    const button = container.querySelector('button')!
    const name = button.querySelector('.gw-name')!
    expect(name.classList.contains('gw-list-item-label')).toBe(true)
    expect(name.getAttribute('title')).toBe(LONG)
    expect(name.children).toHaveLength(0)
    expect(button.textContent).toBe(LONG)
    await unmount()
  })

  it('the modal CSS clamps names to two lines and lets long words break', () => {
    const rule = modalCss.match(/([^{}]*\.gw-name[^{}]*)\{([^}]*)\}/)
    expect(rule).not.toBeNull()
    const [, selector, body] = rule!
    for (const name of ['.gw-name', '.gw-nft-name', '.gw-title']) expect(selector).toContain(name)
    expect(body).toMatch(/-webkit-line-clamp: 2/)
    expect(body).toMatch(/overflow-wrap: anywhere/)
    // No rule cuts a name to one line any more.
    expect(modalCss).not.toMatch(/\.gw-list-item-label \{[^}]*white-space: nowrap/)
    expect(accountCss).not.toMatch(/\.gw-nft-name \{[^}]*white-space: nowrap/)
  })
})
