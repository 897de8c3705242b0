import type * as React from 'react'
import type * as JsxRuntime from 'react/jsx-runtime'
import type * as ReactDom from 'react-dom'
import type * as ReactDomClient from 'react-dom/client'
import type { FirstPaintHelpers } from './coreShell.js'

/**
 * The host's React, handed from the first-paint code to the lazily loaded UI (kit/loadUi.ts), with
 * the few helpers of `@gangway/core/shell` both use: the lazy UI takes the first paint's, so it
 * carries no copy of them and imports nothing the first paint imports.
 */
export interface ReactRuntime {
  react: typeof React
  jsxRuntime: typeof JsxRuntime
  reactDom: typeof ReactDom
  reactDomClient: typeof ReactDomClient
  coreShell: FirstPaintHelpers
}

/** Where the page keeps it: a registered symbol, as the first paint and the lazy UI are two builds. */
export const REACT_RUNTIME = Symbol.for('@gangway/react:runtime')

type Page = { [REACT_RUNTIME]?: ReactRuntime }

/** Keeps the host's React for the lazy UI (once per page: the first kit's). */
export function provideReactRuntime(runtime: ReactRuntime): void {
  ;(globalThis as Page)[REACT_RUNTIME] ??= runtime
}

/**
 * The host's React, as the lazily loaded UI's `react` modules read it when they are evaluated:
 * after `loadUi` provided it (every lazy import goes through it).
 */
export function reactRuntime(): ReactRuntime {
  const runtime = (globalThis as Page)[REACT_RUNTIME]
  if (!runtime) throw new Error('[gangway] the modal loaded without going through loadUi')
  return runtime
}
