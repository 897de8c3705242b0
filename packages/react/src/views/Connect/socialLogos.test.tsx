import '../../testing/dom.testing.js'
import type { SocialProvider } from '@gangway/core/internal'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from '../../testing/render.testing.js'
import { SocialLogo, socialGridColumns } from './socialLogos.js'

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.replaceChildren()
})

const PROVIDERS: SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

describe('social logos', () => {
  it('every provider has a mark of its own (no text)', async () => {
    const view = await render(
      <div>
        {PROVIDERS.map((provider) => (
          <SocialLogo key={provider} provider={provider} />
        ))}
      </div>,
    )
    cleanups.push(view.unmount)
    const marks = [...view.container.querySelectorAll('svg[data-logo]')]
    expect(marks.map((mark) => mark.getAttribute('data-logo'))).toEqual(PROVIDERS)
    expect(new Set(marks.map((mark) => mark.innerHTML)).size).toBe(PROVIDERS.length)
    expect(view.container.textContent).toBe('')
    expect(marks.every((mark) => mark.getAttribute('aria-hidden') === 'true')).toBe(true)
  })

  it('the providers after the first fill one even row up to six, else two even rows', () => {
    expect([1, 2, 3, 6].map(socialGridColumns)).toEqual([1, 2, 3, 6])
    expect([7, 8, 10].map(socialGridColumns)).toEqual([4, 4, 5])
  })
})
