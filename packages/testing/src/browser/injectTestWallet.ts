import { createTestWallet } from '../wallet/createTestWallet.js'
import type { TestWallet, TestWalletOptions } from '../wallet/types.js'

export interface InjectTestWalletOptions extends TestWalletOptions {
  /** Also set `window.ethereum` (legacy injection). Default true. */
  setWindowEthereum?: boolean
  /** Global under which tests reach the wallet's controls (page.evaluate). Default 'gangwayTestWallet'. */
  globalName?: string
  /**
   * Remember, as a wallet extension does, whether this site is connected and which chain is
   * active, across reloads (in the page origin's localStorage, under `gangway-test-wallet:<rdns>`).
   * Default true: `connected` and `chainId` are then the wallet's state on the site's first
   * visit only; later visits start as the last one left it. False: every load starts from the
   * options.
   */
  remember?: boolean
}

interface Remembered {
  connected?: boolean
  chainId?: number
}

/** The page's localStorage, or undefined where it cannot be used (a sandboxed frame). */
function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

function readRemembered(storage: Storage | undefined, key: string): Remembered {
  try {
    const saved = JSON.parse(storage?.getItem(key) ?? '{}') as Record<string, unknown>
    return {
      ...(typeof saved.connected === 'boolean' && { connected: saved.connected }),
      ...(Number.isSafeInteger(saved.chainId) && { chainId: saved.chainId as number }),
    }
  } catch {
    return {}
  }
}

/** The remembered chain, when the wallet knows it (else the options' chain). */
function rememberedChain(options: TestWalletOptions, chainId: number | undefined) {
  if (chainId === undefined) return undefined
  const known =
    chainId === options.chainId || (options.chains ?? []).some((chain) => chain.id === chainId)
  return known ? chainId : undefined
}

/**
 * Creates a test wallet in the page and makes it discoverable: announces it over EIP-6963
 * (`eip6963:announceProvider` now and on every `eip6963:requestProvider`), sets
 * `window.ethereum`, and exposes it as `window.gangwayTestWallet` for test controls. It
 * remembers the site's connection and chain across reloads (`remember`).
 * Browser only; `testWalletInitScript` bundles this for `page.addInitScript`.
 */
export function injectTestWallet(options: InjectTestWalletOptions): TestWallet {
  const remember = options.remember ?? true
  const storage = remember ? pageStorage() : undefined
  const key = `gangway-test-wallet:${options.rdns ?? 'dev.gangway.testwallet'}`
  const saved = readRemembered(storage, key)
  const chainId = rememberedChain(options, saved.chainId)
  const wallet = createTestWallet({
    ...options,
    ...(saved.connected !== undefined && { connected: saved.connected }),
    ...(chainId !== undefined && { chainId }),
  })
  if (storage) {
    const state: Remembered = { ...saved }
    const save = () => {
      try {
        storage.setItem(key, JSON.stringify(state))
      } catch {
        // Storage full or refused: the wallet works, it forgets on reload.
      }
    }
    wallet.on('accountsChanged', (accounts: readonly string[]) => {
      state.connected = accounts.length > 0
      save()
    })
    wallet.on('chainChanged', (hex: string) => {
      state.chainId = Number(hex)
      save()
    })
  }
  const detail = Object.freeze({ info: wallet.info, provider: wallet })
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  const target = window as unknown as Record<string, unknown>
  if (options.setWindowEthereum ?? true) {
    Object.defineProperty(window, 'ethereum', {
      value: wallet,
      configurable: true,
      writable: true,
    })
  }
  target[options.globalName ?? 'gangwayTestWallet'] = wallet
  return wallet
}
