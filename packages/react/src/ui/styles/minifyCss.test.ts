import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CSS_CONSTANT, minifyCssText, minifyStyleModule } from '../../../tsup.minifyCss.js'

const source = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./${name}.ts`, import.meta.url)), 'utf8')

/** The CSS texts a style module's source assigns (the plugin's own pattern), in order. */
const cssTexts = (code: string) => [...code.matchAll(CSS_CONSTANT)].map(([, , text]) => text ?? '')

/** The strings the build's version of a module assigns instead: `= "…"`, in order. */
const minifiedTexts = (code: string) =>
  [...code.matchAll(/=\s*("(?:[^"\\]|\\.)*")/g)].map(([, text]) => JSON.parse(text ?? '""'))

describe('the build minifies the UI stylesheets (tsup.minifyCss.ts)', () => {
  it('keeps every declaration of a token list, ended so that lists can be joined', async () => {
    const tokens = '\n  --gw-a: #fff;\n  --gw-b: calc(var(--gw-a) * 2);\n  color: red\n'
    const minified = await minifyCssText(tokens)
    expect(minified).toBe('--gw-a:#fff;--gw-b:calc(var(--gw-a) * 2);color:red;')
    expect(await minifyCssText(`x{${minified}${await minifyCssText('top: 0;')}}`)).toBe(
      await minifyCssText(`x{${tokens};top:0}`),
    )
  })

  it('rewrites every CSS text of the theme tokens, losing nothing when they are joined', async () => {
    const original = cssTexts(source('theme'))
    const built = minifiedTexts(await minifyStyleModule(source('theme')))
    expect(original).toHaveLength(3) // SHARED, DARK, LIGHT
    expect(built).toHaveLength(3)
    for (const [i, text] of built.entries()) {
      expect(text).not.toMatch(/\n/)
      expect(text.length).toBeLessThan(original[i]?.length ?? 0)
    }
    // The shipped rule: the shared tokens and one mode's, joined inside the theme's selector.
    expect(await minifyCssText(`.t{${built[0]}${built[1]}}`)).toBe(
      await minifyCssText(`.t{${original[0]}${original[1]}}`),
    )
  })

  it.each(['modalCss', 'buttonCss'])(
    '%s: the built stylesheet is the source one, minified',
    async (name) => {
      const original = cssTexts(source(name))
      const built = minifiedTexts(await minifyStyleModule(source(name)))
      expect(original).toHaveLength(1)
      expect(built).toHaveLength(1)
      expect(built[0]).toBe(await minifyCssText(original[0] ?? ''))
      expect(built[0]?.length).toBeLessThan((original[0]?.length ?? 0) * 0.9)
    },
  )
})
