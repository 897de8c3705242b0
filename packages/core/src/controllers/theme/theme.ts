import type { KitThemeVariables, ThemeMode } from '../../options/types.js'
import { validateTheme } from '../../options/validateOptions.js'
import { createStore, type Store } from '../../store/createStore.js'

/** Spec §3 "Theme sync": the mode and the `--gw-*` variables the UI applies. */
export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: KitThemeVariables
}

export interface ThemeController {
  store: Store<ThemeState>
  getState(): ThemeState
  /** 'light' or 'dark'; anything else throws INVALID_OPTION naming `themeMode`. */
  setThemeMode(mode: ThemeMode): void
  /** Merges `--gw-*` overrides into the current ones (undefined removes one); validated. */
  setThemeVariables(variables: KitThemeVariables): void
}

export function createThemeController(initial: {
  themeMode: ThemeMode
  themeVariables: Readonly<KitThemeVariables>
}): ThemeController {
  const store = createStore<ThemeState>({
    themeMode: initial.themeMode,
    themeVariables: { ...initial.themeVariables },
  })
  return {
    store,
    getState: store.getState,
    setThemeMode(mode) {
      validateTheme({ themeMode: mode })
      store.setState((draft) => {
        draft.themeMode = mode
      })
    },
    setThemeVariables(variables) {
      validateTheme({ themeVariables: variables })
      store.setState((draft) => {
        const next: Record<string, string | number | undefined> = { ...draft.themeVariables }
        for (const [key, value] of Object.entries(variables)) {
          if (value === undefined) delete next[key]
          else next[key] = value
        }
        draft.themeVariables = next as KitThemeVariables
      })
    },
  }
}
