import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { themeVariablesStyle } from './theme.js'

/** CSS that leaves its declaration, loads something, or hides either behind an escape. */
const DANGEROUS_CSS = /[;{}<>\\\p{Cc}]|url\s*\(|image(-set)?\s*\(|@import|expression\s*\(/iu

const value = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.constantFrom(
    '#fff',
    'red;}body{display:none',
    'url(https://tracker.example/x)',
    '\\3b',
    'expression(alert(1))',
    Number.POSITIVE_INFINITY,
    12,
  ),
)

describe('theme variables as inline style (properties)', () => {
  it('only --gw-* tokens with harmless bounded values reach the style', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.dictionary(
            fc.oneof(fc.constantFrom('--gw-accent', 'color', '--gw-'), fc.string()),
            value,
          ),
          fc.anything(),
        ),
        (variables) => {
          const style = themeVariablesStyle(variables as never)
          for (const [key, text] of Object.entries(style)) {
            expect(key).toMatch(/^--gw-[a-z0-9-]{1,64}$/)
            expect(typeof text).toBe('string')
            expect(text.length).toBeLessThanOrEqual(200)
            expect(text).not.toMatch(DANGEROUS_CSS)
            expect(text).not.toMatch(/^(NaN|-?Infinity)$/)
          }
        },
      ),
      { numRuns: 1000 },
    )
  })
})
