import { reactRuntime } from './host.js'

// `react/jsx-runtime` as the lazily loaded UI sees it in the built package: see react.ts.

const { jsxRuntime } = reactRuntime()

export const Fragment = jsxRuntime.Fragment
export const jsx = jsxRuntime.jsx
export const jsxs = jsxRuntime.jsxs
