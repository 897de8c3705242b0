import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KitError } from '../errors/KitError.js'
import { hostileString, hostileValue } from '../utils/hostileInput.testing.js'
import { validateTheme } from './validateOptions.js'

/** CSS that leaves its declaration, loads something, or hides either behind an escape. */
const DANGEROUS_CSS = /[;{}<>\\\p{Cc}]|url\s*\(|image(-set)?\s*\(|@import|expression\s*\(/iu

const value = fc.oneof(
  hostileValue,
  hostileString,
  fc.constantFrom(
    '#fff',
    'red;}body{display:none',
    'url(https://tracker.example/x)',
    'URL (x)',
    'image-set("a.png" 1x)',
    '\\3b',
    'expression(alert(1))',
    '@import "x"',
    "'Inter', sans-serif",
    10,
    Number.NaN,
  ),
)
const variables = fc.dictionary(
  fc.oneof(fc.constantFrom('--gw-accent', '--gw-z-index', 'color', '--gw-'), fc.string()),
  value,
  { maxKeys: 4 },
)

describe('theme variables (properties)', () => {
  it('accepted variables are --gw-* tokens with finite numbers or harmless bounded CSS', () => {
    fc.assert(
      fc.property(fc.oneof(variables, hostileValue), (themeVariables) => {
        try {
          validateTheme({ themeVariables })
        } catch (error) {
          expect(error).toBeInstanceOf(KitError)
          expect((error as KitError).code).toBe('INVALID_OPTION')
          return
        }
        if (themeVariables === undefined) return
        for (const [token, entry] of Object.entries(themeVariables as object)) {
          expect(token).toMatch(/^--gw-[a-z0-9-]{1,64}$/)
          if (entry === undefined) continue
          if (typeof entry === 'number') expect(Number.isFinite(entry)).toBe(true)
          else {
            expect(typeof entry).toBe('string')
            expect(entry.length).toBeLessThanOrEqual(200)
            expect(entry).not.toMatch(DANGEROUS_CSS)
          }
        }
      }),
      { numRuns: 1000 },
    )
  })
})
