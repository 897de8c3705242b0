import type * as React from 'react'
import type * as JsxRuntime from 'react/jsx-runtime'
import type * as ReactDom from 'react-dom'
import type * as ReactDomClient from 'react-dom/client'
import { bindJsxRuntime } from './jsxRuntime.js'
import { bindReact } from './react.js'
import { bindReactDom } from './reactDom.js'

/** The host's React, handed from the first-paint code to the lazily loaded UI (see loadUi.ts). */
export interface ReactRuntime {
  react: typeof React
  jsxRuntime: typeof JsxRuntime
  reactDom: typeof ReactDom
  reactDomClient: typeof ReactDomClient
}

/**
 * Binds the lazily loaded UI's `react`, `react/jsx-runtime` and `react-dom` imports to the host's
 * React. A module of its own, imported (and called) before any lazy module that uses React is
 * evaluated, so a module's top level (`createContext`, `class extends Component`) already has
 * them.
 */
export function bindReactRuntime(runtime: ReactRuntime): void {
  bindReact(runtime.react)
  bindJsxRuntime(runtime.jsxRuntime)
  bindReactDom(runtime.reactDom, runtime.reactDomClient)
}
