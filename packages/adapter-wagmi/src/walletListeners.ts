type Listener = (...args: any[]) => void
type Eip1193Events = {
  on?(event: string, listener: Listener): unknown
  removeListener?(event: string, listener: Listener): unknown
}

/**
 * The wallet listeners wagmi's connectors add, kept so the adapter can take them all off on
 * destroy: wagmi has no way to stop a connector following its wallet short of `disconnect`,
 * which also revokes the site (MIP-2). wagmi gets a view of each wallet's provider whose
 * `on` / `removeListener` are recorded here; everything else is the provider's own.
 */
export function createWalletListeners() {
  const held = new Set<{ provider: Eip1193Events; event: string; listener: Listener }>()
  const views = new WeakMap<object, object>()
  const providers = new WeakMap<object, object>()
  let detached = false

  const add = (provider: Eip1193Events, event: string, listener: Listener) => {
    // After destroy (a connect still in flight then), wagmi follows no wallet any more.
    if (detached) return
    held.add({ provider, event, listener })
    provider.on?.(event, listener)
  }
  const remove = (provider: Eip1193Events, event: string, listener: Listener) => {
    for (const entry of held)
      if (entry.provider === provider && entry.event === event && entry.listener === listener)
        held.delete(entry)
    provider.removeListener?.(event, listener)
  }

  return {
    /** The view of `provider` to give wagmi (the same one for the same provider). */
    view<P extends object>(provider: P): P {
      const existing = views.get(provider)
      if (existing) return existing as P
      const view = new Proxy(provider, {
        get(target, property) {
          if (property === 'on' || property === 'addListener')
            return (event: string, listener: Listener) => {
              add(target, event, listener)
              return view
            }
          if (property === 'removeListener' || property === 'off')
            return (event: string, listener: Listener) => {
              remove(target, event, listener)
              return view
            }
          const value = Reflect.get(target, property, target)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
      views.set(provider, view)
      providers.set(view, provider)
      return view
    },
    /** The wallet's own provider behind a view (what the host gets). */
    provider<P>(view: P): P {
      return ((view && providers.get(view as object)) ?? view) as P
    },
    /** Takes every listener wagmi left on a wallet off, and keeps later ones off. */
    detachAll(): void {
      detached = true
      for (const { provider, event, listener } of held) provider.removeListener?.(event, listener)
      held.clear()
    },
  }
}

export type WalletListeners = ReturnType<typeof createWalletListeners>
