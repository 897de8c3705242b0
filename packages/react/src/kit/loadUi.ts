import * as react from 'react'
import * as jsxRuntime from 'react/jsx-runtime'
import * as reactDom from 'react-dom'
import * as reactDomClient from 'react-dom/client'

let bound: Promise<void> | undefined

/**
 * Imports a lazily loaded part of the UI (the modal, the views, the icons, a locale) once the
 * host's React is handed to it. In the built package that part is a build of its own
 * (`dist/ui/`, see tsup.config.ts) that imports nothing the first paint imports — not even React,
 * which it gets from here (runtime/bind.ts) — so a host's bundler keeps the whole first paint in
 * the page's entry file instead of splitting it into chunks shared with the lazy parts. From the
 * sources (tests, the demo's dev server) the binding is done too and changes nothing. A failed
 * import (offline) is tried again by the next call.
 */
export function loadUi<T>(load: () => Promise<T>): Promise<T> {
  bound ??= import('../runtime/bind.js').then(
    ({ bindReactRuntime }) => bindReactRuntime({ react, jsxRuntime, reactDom, reactDomClient }),
    (error: unknown) => {
      bound = undefined
      throw error
    },
  )
  return bound.then(load)
}
