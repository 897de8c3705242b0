import type * as JsxRuntime from 'react/jsx-runtime'

// `react/jsx-runtime` as the lazily loaded UI sees it in the built package: see react.ts.

export let Fragment: typeof JsxRuntime.Fragment
export let jsx: typeof JsxRuntime.jsx
export let jsxs: typeof JsxRuntime.jsxs

export function bindJsxRuntime(runtime: typeof JsxRuntime): void {
  ;({ Fragment, jsx, jsxs } = runtime)
}
