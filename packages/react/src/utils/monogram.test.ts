// Monograms (issue 20): white letters on a name's gradient meet WCAG AA (4.5:1) at both ends of
// the gradient, for every hue a name can get.
import { describe, expect, it } from 'vitest'
import { modalCss } from '../ui/styles/modalCss.js'
import { monogramHue } from './image.js'
import {
  MONOGRAM_HUE_STEP,
  MONOGRAM_HUES,
  monogramBackground,
  monogramGradient,
  monogramHueIndex,
  monogramLightness,
} from './monogram.js'

/** hsl -> sRGB 0-1, the CSS Color 4 algorithm written out on its own. */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const c = (1 - Math.abs(2 * l - 1)) * s
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = l - c / 2
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x]
  return [r + m, g + m, b + m]
}

/** White on hsl(h s% l%), as a browser paints it (8-bit channels). */
function whiteContrast(h: number, s: number, l: number): number {
  const linear = hslToRgb(h, s / 100, l / 100)
    .map((v) => Math.round(v * 255) / 255)
    .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  const y = 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!
  return 1.05 / (y + 0.05)
}

describe('monogram colours', () => {
  it('every hue, at the start (55% at most) and the end (40% at most), carries white at 4.5:1', () => {
    for (let hue = 0; hue < 360; hue++) {
      for (const max of [55, 40]) {
        const lightness = monogramLightness(hue, max)
        expect(lightness).toBeLessThanOrEqual(max)
        expect(whiteContrast(hue, 70, lightness), `hue ${hue}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })

  it('keeps a hue as light as it can be (a blue stays at 55%, a yellow darkens)', () => {
    expect(monogramLightness(240, 55)).toBe(55)
    expect(monogramLightness(60, 55)).toBeLessThan(40)
    // Not darker than it needs: two steps lighter would not carry white.
    const yellow = monogramLightness(60, 55)
    expect(whiteContrast(60, 70, yellow + 2)).toBeLessThan(4.6)
  })

  it('the background of a name uses those stops, at its hue step (24 steps of 15°)', () => {
    for (const name of ['MetaMask', 'Gangway Test Wallet', 'Anvil', 'Dai Stablecoin', 'Ether']) {
      const index = monogramHueIndex(name)
      // The nearest step round the wheel (359° is step 0).
      const apart = Math.abs(index * 15 - monogramHue(name))
      expect(Math.min(apart, 360 - apart)).toBeLessThanOrEqual(7.5)
      const hue = index * 15
      const end = (hue + 40) % 360
      expect(monogramBackground(name)).toBe(
        `linear-gradient(135deg, hsl(${hue} 70% ${monogramLightness(hue, 55)}%), hsl(${end} 70% ${monogramLightness(end, 40)}%))`,
      )
      const stops = [...monogramBackground(name).matchAll(/hsl\((\d+) 70% (\d+)%\)/g)]
      expect(stops).toHaveLength(2)
      for (const [, h, l] of stops)
        expect(whiteContrast(Number(h), 70, Number(l))).toBeGreaterThanOrEqual(4.5)
    }
  })

  it("the modal's stylesheet has one rule per hue step, each the background a name of that step gets", () => {
    const rules = modalCss.match(/\.gw-image\[data-hue='\d+'\][^}]*\}/g) ?? []
    expect(rules).toEqual(
      Array.from(
        { length: MONOGRAM_HUES },
        (_, index) =>
          `.gw-image[data-hue='${index}'] { background: ${monogramGradient(index * MONOGRAM_HUE_STEP)}; }`,
      ),
    )
    for (const name of [
      'MetaMask',
      'Gangway Test Wallet',
      'Anvil',
      'Dai Stablecoin',
      'Ether',
      'Zerion',
    ]) {
      const index = monogramHueIndex(name)
      expect(rules[index]).toBe(
        `.gw-image[data-hue='${index}'] { background: ${monogramBackground(name)}; }`,
      )
    }
  })
})
