import { createPolkadotTestExtension } from './createPolkadotTestExtension.js'
import type { PolkadotTestExtension, PolkadotTestExtensionOptions } from './types.js'

export interface InjectPolkadotTestExtensionOptions extends PolkadotTestExtensionOptions {
  /** Global under which tests reach the extension's controls. Default 'gangwayTestPolkadot'. */
  globalName?: string
  /** Remember trusted sites in localStorage across reloads. Default true. */
  persist?: boolean
}

type InjectedWindow = { injectedWeb3?: Record<string, unknown> } & Record<string, unknown>

/**
 * Makes an extension discoverable the way `@polkadot/extension-dapp` looks for extensions:
 * `window.injectedWeb3[<name>] = { version, enable }`, with its `icon` beside them (read by
 * `@gangway/adapter-polkadot`; extension-dapp ignores it). Returns a function that removes it.
 */
export function registerPolkadotTestExtension(
  extension: PolkadotTestExtension,
  target: object = window,
): () => void {
  const win = target as InjectedWindow
  win.injectedWeb3 ??= {}
  const registry = win.injectedWeb3
  registry[extension.name] = {
    version: extension.version,
    icon: extension.icon,
    enable: (origin: string) => extension.enable(origin),
  }
  return () => {
    delete registry[extension.name]
  }
}

/**
 * Creates a Polkadot test extension in the page (or a node test's `window`, see
 * `installTestWindow`), registers it at `window.injectedWeb3['gangway-test']`, and exposes it as
 * `window.gangwayTestPolkadot`. `polkadotTestExtensionInitScript` bundles this for Playwright.
 */
export function injectPolkadotTestExtension(
  options: InjectPolkadotTestExtensionOptions = {},
): PolkadotTestExtension {
  const { globalName = 'gangwayTestPolkadot', persist = true, ...extensionOptions } = options
  let storage = extensionOptions.storage
  if (!storage && persist) {
    try {
      storage = window.localStorage ?? undefined
    } catch {
      storage = undefined // opaque origins have no localStorage
    }
  }
  const extension = createPolkadotTestExtension({
    ...extensionOptions,
    ...(storage && { storage }),
  })
  registerPolkadotTestExtension(extension)
  ;(window as unknown as Record<string, unknown>)[globalName] = extension
  return extension
}
