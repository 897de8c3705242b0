import {
  fillTemplate,
  floorDecimal,
  formatBalance,
  isSafeThemeValue,
  kitNotCreatedError,
  loadOnce,
  localizeDecimal,
  safeImageUrl,
  selectAccount,
  selectActiveCaipNetwork,
  selectCanPairWallets,
  selectIsConnected,
  selectIsConnecting,
  shallowEqual,
  THEME_TOKEN,
} from '@gangway/core/shell'
import * as react from 'react'
import * as jsxRuntime from 'react/jsx-runtime'
import * as reactDom from 'react-dom'
import * as reactDomClient from 'react-dom/client'
import { provideReactRuntime } from '../runtime/host.js'

/**
 * Imports a lazily loaded part of the UI (the modal, the views, the icons, a locale) once the
 * host's React is handed to it. In the built package that part is a build of its own
 * (`dist/ui/`, see tsup.config.ts) that imports nothing the first paint imports — not even React
 * or the few helpers of `@gangway/core/shell` it shares with the first paint, which its runtime/
 * modules read from what this provides — so a host's bundler keeps the whole first paint in the
 * page's entry file instead of splitting it into chunks shared with the lazy parts. From the
 * sources (tests, a dev server on src) it changes nothing.
 */
export function loadUi<T>(load: () => Promise<T>): Promise<T> {
  provideReactRuntime({
    react,
    jsxRuntime,
    reactDom,
    reactDomClient,
    coreShell: {
      fillTemplate,
      floorDecimal,
      formatBalance,
      isSafeThemeValue,
      kitNotCreatedError,
      loadOnce,
      localizeDecimal,
      safeImageUrl,
      selectAccount,
      selectActiveCaipNetwork,
      selectCanPairWallets,
      selectIsConnected,
      selectIsConnecting,
      shallowEqual,
      THEME_TOKEN,
    },
  })
  return load()
}
