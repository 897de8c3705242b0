import { useMemo } from 'react'
import type { ThemeMode, ThemeVariables } from '../ui/styles/theme.js'
import { useKitInstance, useStoreSelector } from './context.js'

export interface UseKitThemeResult {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

/** The modal's theme (dark by default) and its `--gw-*` overrides, with setters. */
export function useKitTheme(): UseKitThemeResult {
  const kit = useKitInstance()
  const theme = useStoreSelector(kit.stores.theme, (state) => state)
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
