// WCAG AA for the theme palettes (issue 20): every text token on every surface a view paints,
// in both themes, computed from the CSS the modal ships.
import { describe, expect, it } from 'vitest'
import { themeCss } from './theme.js'

/** The `--gw-*: #rrggbb` tokens of one theme block of the CSS. */
function tokens(block: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [, name, value] of block.matchAll(/(--gw-[\w-]+):\s*#([0-9a-f]{6}|[0-9a-f]{3})\b/gi))
    found[name!] = value!.length === 3 ? value!.replace(/./g, '$&$&') : value!
  return found
}

function luminance(hex: string): number {
  const channels = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const css = themeCss('.t')
const [darkBlock, lightBlock] = css.split(".t[data-theme='light']")
const shared = tokens(darkBlock!)
const THEMES = { dark: shared, light: { ...shared, ...tokens(lightBlock!) } }

const TEXTS = [
  '--gw-color-fg',
  '--gw-color-fg-muted',
  '--gw-color-fg-subtle',
  '--gw-error-text',
  '--gw-success-text',
  '--gw-warning-text',
]
const SURFACES = [
  '--gw-color-bg',
  '--gw-color-surface',
  '--gw-color-surface-hover',
  '--gw-color-surface-strong',
]

describe.each(Object.entries(THEMES))('the %s palette', (_theme, palette) => {
  it.each(TEXTS)('%s reads at 4.5:1 or more on every surface', (text) => {
    for (const surface of SURFACES) {
      const ratio = contrast(palette[text]!, palette[surface]!)
      expect(
        ratio,
        `${text} ${palette[text]} on ${surface} ${palette[surface]}`,
      ).toBeGreaterThanOrEqual(4.5)
    }
  })

  it.each(['--gw-color-warning'])(
    '%s (an icon colour) shows at 3:1 or more on every surface',
    (icon) => {
      for (const surface of SURFACES)
        expect(
          contrast(palette[icon]!, palette[surface]!),
          `${icon} on ${surface}`,
        ).toBeGreaterThanOrEqual(3)
    },
  )

  it('the accent button text reads at 4.5:1 on the accent', () => {
    expect(contrast(palette['--gw-accent-fg']!, palette['--gw-accent']!)).toBeGreaterThanOrEqual(
      4.5,
    )
  })
})
