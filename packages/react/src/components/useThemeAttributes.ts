import type { CSSProperties } from 'react'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { sameTheme } from '../hooks/useKitTheme.js'
import { themeVariablesStyle } from '../ui/styles/theme.js'

/** data-theme and the host's `--gw-*` overrides for a button wrapper. */
export function useThemeAttributes(): { 'data-theme': 'dark' | 'light'; style: CSSProperties } {
  const kit = useKitInstance()
  const theme = useStoreSelector(kit.stores.theme, (state) => state, sameTheme)
  return {
    'data-theme': theme.themeMode,
    style: themeVariablesStyle(theme.themeVariables) as CSSProperties,
  }
}
