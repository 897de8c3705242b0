// Monograms' colours: only the modal's views and the network icon draw a monogram, so this
// module stays out of the buttons' first load (utils/image.ts is in it, whole).
import { monogramHue } from './image.js'

/** The WCAG relative luminance of hsl(hue, 70%, lightness%) (the sRGB the browser paints). */
function monogramLuminance(hue: number, lightness: number): number {
  const l = lightness / 100
  const a = 0.7 * Math.min(l, 1 - l)
  const linear = (n: number) => {
    const k = (n + hue / 30) % 12
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(0) + 0.7152 * linear(8) + 0.0722 * linear(4)
}

/**
 * The lightness (%) of a monogram colour of `hue`: `max`, or as much less as white letters need
 * to keep 4.5:1 on it (WCAG AA for text; 4.6 leaves room for the browser's rounding). Yellows and
 * greens get darker, blues keep their tone.
 */
export function monogramLightness(hue: number, max: number): number {
  let lightness = max
  while (lightness > 0 && 1.05 / (monogramLuminance(hue, lightness) + 0.05) < 4.6) lightness -= 1
  return lightness
}

/** Monogram hues come in this many steps around the wheel. */
export const MONOGRAM_HUES = 24
/** Degrees between two hue steps (15°). */
export const MONOGRAM_HUE_STEP = 360 / MONOGRAM_HUES

/**
 * The step of a name's monogram hue (0 to MONOGRAM_HUES - 1). A few fixed colours rather than one
 * per name: the modal's stylesheet has a rule per step (modalCss.ts, `data-hue`), so a list of
 * thousands of monograms (AllWallets) shares a handful of computed styles instead of parsing a
 * gradient per row while it scrolls.
 */
export function monogramHueIndex(name: string): number {
  return Math.round(monogramHue(name) / MONOGRAM_HUE_STEP) % MONOGRAM_HUES
}

/** The gradient of a hue: white letters meet WCAG AA at both ends. */
export function monogramGradient(hue: number): string {
  const end = (hue + 40) % 360
  return `linear-gradient(135deg, hsl(${hue} 70% ${monogramLightness(hue, 55)}%), hsl(${end} 70% ${monogramLightness(end, 40)}%))`
}

/** A monogram's background: its hue step's gradient, the same wherever the name shows. */
export function monogramBackground(name: string): string {
  return monogramGradient(monogramHueIndex(name) * MONOGRAM_HUE_STEP)
}
