import { createStoreWith } from '../store/createStoreWith.js'
import type { Draft, Recipe, Store } from '../store/types.js'

/**
 * A store the kit shell hands to the UI before the kernel has loaded. It holds a first state
 * (what the button shows at first paint) until `adopt(kernelStore)`; from then on it reads and
 * writes the kernel's store, and its subscribers (React's, the host's) follow the kernel's
 * store without subscribing again. Adopting notifies them once when the state differs, so a
 * component re-renders only if what it selects changed (no flip when the first state was right).
 *
 * Before adopting, `setState` applies a recipe to a shallow copy of the first state (the shell's
 * own flat states: theme mode, locale) and notifies; the kernel's store then starts from the
 * host's options and the kit's setters, which the shell calls again on the kernel.
 *
 * Built on the kit's one store factory (`createStoreWith`): its subscribers are the front store's,
 * which takes each state of the kernel's store once adopted.
 */
export interface HandoverStore<S> extends Store<S> {
  adopt(store: Store<S>): void
  adopted(): boolean
}

/** The shell's recipes: a shallow copy mutated or replaced (no `produce` before the kernel). */
function applyToCopy<S extends object>(state: S, recipe: Recipe<S>): S {
  const draft = { ...state } as Draft<S>
  return (recipe(draft) ?? draft) as S
}

export function createHandoverStore<S extends object>(initial: S): HandoverStore<S> {
  const front = createStoreWith(initial, applyToCopy<S>)
  let kernel: Store<S> | undefined
  return {
    ...front,
    // The kernel's state at once: its own listeners may read through here before ours run.
    getState: () => (kernel ? kernel.getState() : front.getState()),
    getInitialState: () => (kernel ? kernel.getInitialState() : initial),
    setState: (recipe) => (kernel ? kernel.setState(recipe) : front.setState(recipe)),
    reset: () => (kernel ? kernel.reset() : front.reset()),
    adopted: () => kernel !== undefined,
    adopt(store) {
      if (kernel) return
      kernel = store
      const follow = () => front.setState(() => store.getState())
      store.subscribe(follow)
      follow()
    },
  }
}
