import '../../testing/dom.testing.js'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton.js'
import { GangwayProvider } from '../../components/GangwayProvider.js'
import { openModal } from '../../testing/modal.testing.js'
import { render } from '../../testing/render.testing.js'
import { appliedCss } from '../../testing/styles.testing.js'
import { createTestKit } from '../../testing/testKit.testing.js'
import { adoptStyles } from './adoptStyles.js'

const NONCE = 'c3RyaWN0LWNzcC1ub25jZQ=='

afterEach(() => {
  document.body.replaceChildren()
  document.head.replaceChildren()
  document.adoptedStyleSheets = []
})

/** A browser without constructed stylesheets, for the body of `run`. */
async function withoutConstructedSheets(run: () => Promise<void>) {
  const prototype = CSSStyleSheet.prototype as { replaceSync?: unknown }
  const replaceSync = prototype.replaceSync
  prototype.replaceSync = undefined
  try {
    await run()
  } finally {
    prototype.replaceSync = replaceSync
  }
}

describe('adoptStyles (styles a strict Content-Security-Policy allows)', () => {
  it('adopts one constructed sheet per CSS text, once per root', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    adoptStyles(shadow, '.a { color: red; }')
    adoptStyles(shadow, '.a { color: red; }')
    adoptStyles(document, '.a { color: red; }')
    expect(shadow.adoptedStyleSheets).toHaveLength(1)
    expect(document.adoptedStyleSheets[0]).toBe(shadow.adoptedStyleSheets[0])
    expect(shadow.querySelector('style')).toBeNull()
  })

  it('falls back to a <style> with the nonce, once per id', async () => {
    await withoutConstructedSheets(async () => {
      adoptStyles(document, '.b { color: blue; }', { nonce: NONCE, id: 'b-styles' })
      adoptStyles(document, '.b { color: blue; }', { nonce: NONCE, id: 'b-styles' })
      const styles = document.head.querySelectorAll('style')
      expect(styles).toHaveLength(1)
      expect(styles[0]?.getAttribute('nonce')).toBe(NONCE)
      expect(styles[0]?.id).toBe('b-styles')
    })
  })

  it("the modal and the buttons carry the kit's nonce where they need a <style>", async () => {
    await withoutConstructedSheets(async () => {
      const { kit } = createTestKit({ nonce: NONCE })
      await render(
        <GangwayProvider kit={kit}>
          <ConnectButton />
        </GangwayProvider>,
      )
      await openModal(kit)
      const shadow = document.querySelector('gangway-modal')!.shadowRoot!
      const modalStyle = shadow.querySelector('style')
      expect(modalStyle?.getAttribute('nonce')).toBe(NONCE)
      expect(modalStyle?.textContent).toContain('.gw-card')
      expect(document.head.querySelector('style')?.getAttribute('nonce')).toBe(NONCE)
      kit.destroy()
    })
  })

  it('without a nonce option, a fallback <style> has no nonce; constructed sheets need none', async () => {
    const { kit } = createTestKit()
    await openModal(kit)
    const shadow = document.querySelector('gangway-modal')!.shadowRoot!
    expect(appliedCss(shadow)).toContain('.gw-card')
    expect(shadow.querySelector('style')).toBeNull()
    kit.destroy()
  })
})
