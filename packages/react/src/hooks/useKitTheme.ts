import type { ThemeState } from '@gangway/core/internal'
import { shallowEqual } from '@gangway/core/shell'
import { useMemo } from 'react'
import type { ThemeMode, ThemeVariables } from '../ui/styles/theme.js'
import { useKitInstance, useStoreSelector } from './context.js'

export interface UseKitThemeResult {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

/**
 * Whether two theme states look the same: same mode, locale and `--gw-*` values. A new
 * `themeVariables` object with the same values (the kernel's store taking over from the kit
 * shell's) re-renders nothing.
 */
export const sameTheme = (a: ThemeState, b: ThemeState): boolean =>
  a.themeMode === b.themeMode &&
  a.locale === b.locale &&
  shallowEqual(a.themeVariables, b.themeVariables)

/** The modal's theme (dark by default) and its `--gw-*` overrides, with setters. */
export function useKitTheme(): UseKitThemeResult {
  const kit = useKitInstance()
  const theme = useStoreSelector(kit.stores.theme, (state) => state, sameTheme)
  return useMemo(
    () => ({
      themeMode: theme.themeMode,
      themeVariables: theme.themeVariables,
      setThemeMode: (mode: ThemeMode) => kit.setThemeMode(mode),
      setThemeVariables: (variables: ThemeVariables) => kit.setThemeVariables(variables),
    }),
    [kit, theme],
  )
}
