import { describe, expect, it, vi } from 'vitest'
import { isKitError } from '../../errors/KitError.js'
import { createThemeController } from './themeController.js'

const make = () =>
  createThemeController({ themeMode: 'dark', themeVariables: { '--gw-accent': '#00f' } })

describe('theme controller', () => {
  it('starts from the resolved options and switches mode', () => {
    const theme = make()
    const listener = vi.fn()
    theme.store.subscribe((s) => s.themeMode, listener)
    expect(theme.getState()).toEqual({
      themeMode: 'dark',
      themeVariables: { '--gw-accent': '#00f' },
      locale: 'en',
    })
    theme.setThemeMode('light')
    expect(listener).toHaveBeenCalledWith('light', 'dark')
  })

  it("sets the locale: a language tag or 'auto'", () => {
    const theme = make()
    theme.setLocale('pt-BR')
    expect(theme.getState().locale).toBe('pt-BR')
    theme.setLocale('auto')
    expect(theme.getState().locale).toBe('auto')
  })

  it('merges variables, and undefined removes one', () => {
    const theme = make()
    theme.setThemeVariables({ '--gw-radius': 8 })
    expect(theme.getState().themeVariables).toEqual({ '--gw-accent': '#00f', '--gw-radius': 8 })
    theme.setThemeVariables({ '--gw-accent': undefined })
    expect(theme.getState().themeVariables).toEqual({ '--gw-radius': 8 })
  })

  it('refuses a bad mode or a CSS-injecting variable and keeps the state', () => {
    const theme = make()
    const before = theme.getState()
    for (const call of [
      () => theme.setThemeMode('blue' as never),
      () => theme.setThemeVariables({ '--gw-accent': 'red;}body{display:none' }),
      () => theme.setThemeVariables({ color: 'red' } as never),
      () => theme.setLocale('ar"><img src=x>'),
      () => theme.setLocale(''),
    ]) {
      try {
        call()
        expect.unreachable()
      } catch (error) {
        expect(isKitError(error, 'INVALID_OPTION')).toBe(true)
      }
    }
    expect(theme.getState()).toBe(before)
  })
})
