import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'

/**
 * Makes a wallet discoverable the way Wallet Standard wallets do (`registerWallet` of
 * `@wallet-standard/wallet`): dispatches `wallet-standard:register-wallet` for an app that is
 * already listening, and answers every later `wallet-standard:app-ready`. Returns a function
 * that unregisters it. `target` is the page's `window` by default.
 */
export function registerSolanaTestWallet(
  wallet: Wallet,
  target: EventTarget = globalThis.window,
): () => void {
  const unregisters: (() => void)[] = []
  const callback = (api: WindowAppReadyEventAPI) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) =>
    callback((event as CustomEvent<WindowAppReadyEventAPI>).detail)
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
