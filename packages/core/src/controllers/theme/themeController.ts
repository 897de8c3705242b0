import type { KitThemeVariables, ThemeMode } from '../../options/types.js'
import { validateTheme } from '../../options/validateOptions.js'
import { createStore, type Store } from '../../store/createStore.js'

/** Spec §3 "Theme sync": the mode and the `--gw-*` variables the UI applies. */
export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: KitThemeVariables
  /** The locale the host asked for: a BCP 47 tag, or 'auto' (the browser's languages). */
  locale: string
}

export interface ThemeController {
  store: Store<ThemeState>
  getState(): ThemeState
  /** 'light' or 'dark'; anything else throws INVALID_OPTION naming `themeMode`. */
  setThemeMode(mode: ThemeMode): void
  /** Merges `--gw-*` overrides into the current ones (undefined removes one); validated. */
  setThemeVariables(variables: KitThemeVariables): void
  /** A BCP 47 tag ('ar', 'pt-BR') or 'auto'; anything else throws INVALID_OPTION naming `locale`. */
  setLocale(locale: string): void
}

export function createThemeController(initial: {
  themeMode: ThemeMode
  themeVariables: Readonly<KitThemeVariables>
  locale?: string
}): ThemeController {
  const store = createStore<ThemeState>({
    themeMode: initial.themeMode,
    themeVariables: { ...initial.themeVariables },
    locale: initial.locale ?? 'en',
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
    setLocale(locale) {
      validateTheme({ locale })
      store.setState((draft) => {
        draft.locale = locale
      })
    },
  }
}
