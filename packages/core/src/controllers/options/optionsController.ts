import { resolveFeatures } from '../../options/resolveOptions.js'
import type { KitFeatures, ResolvedFeatures, ResolvedOptions } from '../../options/types.js'
import { validateFeatures } from '../../options/validateOptions.js'
import { createStore, type Store } from '../../store/createStore.js'

/**
 * The options a host may change while the kit runs (spec §1): feature flags and the wallet id
 * lists. Everything else stays as resolved at `createKit` (`kit.options`).
 */
export interface OptionsState {
  features: ResolvedFeatures
  sdkType: string
  sdkVersion: string
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  featuredWalletIds: readonly string[]
}

export interface OptionsController {
  store: Store<OptionsState>
  getState(): OptionsState
  /** Merges flags into the current features (validated; spec §9 defaults fill the rest). */
  setFeatures(features: KitFeatures): void
  setSdkVersion(sdkType: string, sdkVersion: string): void
}

export function createOptionsController(options: ResolvedOptions): OptionsController {
  const store = createStore<OptionsState>({
    features: { ...options.features },
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
    featuredWalletIds: options.featuredWalletIds,
  })
  return {
    store,
    getState: store.getState,
    setFeatures(patch) {
      validateFeatures(patch)
      const current = store.getState().features
      const merged: KitFeatures = {
        ...current,
        ...patch,
        socials: patch.socials !== undefined ? patch.socials : current.socials,
      }
      const next = resolveFeatures(merged)
      store.setState((draft) => {
        draft.features = next
      })
    },
    setSdkVersion(sdkType, sdkVersion) {
      store.setState((draft) => {
        draft.sdkType = sdkType
        draft.sdkVersion = sdkVersion
      })
    },
  }
}
