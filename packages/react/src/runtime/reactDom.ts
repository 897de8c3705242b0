import type * as ReactDom from 'react-dom'
import type * as ReactDomClient from 'react-dom/client'

// `react-dom` and `react-dom/client` as the lazily loaded UI sees them in the built package: see
// react.ts.

export let createPortal: typeof ReactDom.createPortal
export let flushSync: typeof ReactDom.flushSync
export let version: string
export let createRoot: typeof ReactDomClient.createRoot
export let hydrateRoot: typeof ReactDomClient.hydrateRoot

export function bindReactDom(dom: typeof ReactDom, client: typeof ReactDomClient): void {
  ;({ createPortal, flushSync, version } = dom)
  ;({ createRoot, hydrateRoot } = client)
}
