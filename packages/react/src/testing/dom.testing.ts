/**
 * Installs happy-dom's browser globals into this (node-environment) test file, the way
 * @happy-dom/global-registrator does. Import it first. The node environment keeps vitest's
 * server-side transform, which leaves core's optional `@walletconnect/universal-provider`
 * import to run time (the client transform fails on it up front).
 */
import { Window } from 'happy-dom'

const window = new Window({ url: 'http://localhost:3000/' })
const target = globalThis as Record<string, unknown>
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in target || key === 'undefined' || key === 'NaN' || key === 'Infinity') continue
  try {
    const value = (window as unknown as Record<string, unknown>)[key]
    target[key] = typeof value === 'function' && /^[a-z]/.test(key) ? value.bind(window) : value
  } catch {
    // Accessors that throw outside their window.
  }
}
// Node has its own of these; DOM nodes only accept happy-dom's.
for (const key of ['Event', 'CustomEvent', 'EventTarget', 'UIEvent', 'FocusEvent']) {
  target[key] = (window as unknown as Record<string, unknown>)[key]
}
target.window = globalThis
target.self = globalThis
Object.defineProperty(globalThis, 'navigator', { value: window.navigator, configurable: true })

export const happyWindow = window
