import { describe, expect, it } from 'vitest'
import { themeCss, themeVariablesStyle } from './theme.js'

describe('theme', () => {
  it('defaults to dark tokens and switches to light with data-theme', () => {
    const css = themeCss('.root')
    expect(css).toContain('.root{')
    expect(css).toMatch(/\.root\{[^}]*color-scheme: dark/)
    expect(css).toMatch(/\.root\[data-theme='light'\]\{[^}]*color-scheme: light/)
  })
  it('passes only --gw-* host variables and drops injection attempts', () => {
    expect(
      themeVariablesStyle({
        '--gw-accent': '#ff0000',
        '--gw-z-index': 10,
        '--gw-font-family': 'x;} body{display:none',
        color: 'red',
      } as never),
    ).toEqual({ '--gw-accent': '#ff0000', '--gw-z-index': '10' })
  })
})
