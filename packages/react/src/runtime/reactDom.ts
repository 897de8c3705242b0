import { reactRuntime } from './host.js'

// `react-dom` and `react-dom/client` as the lazily loaded UI sees them in the built package: see
// react.ts.

const { reactDom, reactDomClient } = reactRuntime()

export const createPortal = reactDom.createPortal
export const flushSync = reactDom.flushSync
export const version: string = reactDom.version
export const createRoot = reactDomClient.createRoot
export const hydrateRoot = reactDomClient.hydrateRoot
