import '../testing/dom.testing.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '../testing/render.testing.js'
import { TokenIcon } from '../ui/TokenIcon.js'
import { loadBuiltInIcon } from './builtInIcons.js'
import { TOKEN_ICONS, tokenIconLoader } from './tokenIcons.js'

const SVG_URL = /^data:image\/svg\+xml,%3Csvg%20/

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.replaceChildren()
})

describe('built-in token logos', () => {
  it.each(Object.keys(TOKEN_ICONS))('%s resolves to an SVG image', async (symbol) => {
    expect(await loadBuiltInIcon('token', symbol)).toMatch(SVG_URL)
  })

  it('by symbol in any case; a token it does not know (the demo GTD), or a prototype key, has none', async () => {
    expect(await loadBuiltInIcon('token', 'usdc')).toBe(await loadBuiltInIcon('token', 'USDC'))
    expect(await loadBuiltInIcon('token', 'GTD')).toBeNull()
    expect(tokenIconLoader('toString')).toBeUndefined()
    // TON's token shows the TON network's logo.
    expect(await loadBuiltInIcon('token', 'TON')).toBe(await loadBuiltInIcon('network', 'ton:-239'))
  })
})

describe('TokenIcon', () => {
  it('a known token shows its logo (never letters, a blank circle while it loads), an unknown one its monogram, a token image of its own wins', async () => {
    const view = await render(
      <>
        <TokenIcon symbol="ETH" />
        <TokenIcon symbol="GTD" />
        <TokenIcon symbol="USDC" src="https://tokens.example/usdc.png" />
      </>,
    )
    cleanups.push(view.unmount)
    const icons = () => [...view.container.querySelectorAll<HTMLElement>('.gw-image')]
    expect(icons()[0]?.textContent).toBe('')
    await vi.waitFor(async () => {
      expect(icons()[0]?.querySelector('img')?.getAttribute('src')).toBe(
        await loadBuiltInIcon('token', 'ETH'),
      )
      expect(icons()[1]?.textContent).toBe('GT')
    })
    expect(icons()[2]?.querySelector('img')?.getAttribute('src')).toBe(
      'https://tokens.example/usdc.png',
    )
    expect(icons().map((icon) => icon.getAttribute('data-shape'))).toEqual([
      'circle',
      'circle',
      'circle',
    ])
  })
})
