import { createStore, type Store } from '@gangway/core'
import type { ThemeMode, ThemeVariables } from '../ui/styles/theme.js'
import type { ThemeState } from './types.js'

export interface ThemeController {
  store: Store<ThemeState>
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
}

/** The theme of one kit (spec §3 "Theme sync"): mode (dark by default) and `--gw-*` variables. */
export function createThemeController(initial: {
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
}): ThemeController {
  const store = createStore<ThemeState>({
    themeMode: initial.themeMode === 'light' ? 'light' : 'dark',
    themeVariables: { ...initial.themeVariables },
  })
  return {
    store,
    setThemeMode(mode) {
      if (mode !== 'light' && mode !== 'dark') return
      store.setState((draft) => {
        draft.themeMode = mode
      })
    },
    setThemeVariables(variables) {
      store.setState((draft) => {
        const next: Record<string, string | number | undefined> = { ...draft.themeVariables }
        for (const [key, value] of Object.entries(variables)) {
          if (value === undefined) delete next[key]
          else next[key] = value
        }
        draft.themeVariables = next as ThemeVariables
      })
    },
  }
}
