/**
 * Copy-on-write updates for the kit's stores. `produce(base, recipe)` hands the recipe a draft of
 * `base` to mutate and returns a new state that shares every part the recipe left alone (`base`
 * itself when nothing changed); the recipe may instead return a whole new state. Only plain
 * objects and arrays are drafted: anything else (class instances such as EIP-1193 providers,
 * Maps, Dates) is kept by reference and is replaced, never mutated. Nothing is frozen. Drafts are
 * revoked once `produce` returns: a draft kept past its recipe throws when used.
 *
 * The stores' own small version of immer's `produce`: immer's code (its Map/Set, patch and freeze
 * paths, none of which the stores use) was loaded and compiled on every page before the first
 * wallet showed.
 */

import type { Draft, Recipe } from './types.js'

/** A value typed as a draft without a copy: a new value assigned into a draft. */
export const castDraft = <T>(value: T): Draft<T> => value as Draft<T>

type Plain = Record<PropertyKey, unknown>

const STATE = Symbol('gangway.draft')

interface DraftState {
  readonly base: Plain
  readonly parent: DraftState | undefined
  readonly scope: Scope
  /** The shallow copy: made on the first write, or on the first read of a child to draft. */
  copy: Plain | undefined
  modified: boolean
  finalized: boolean
}

type Target = Plain & { [STATE]: DraftState }

const isDraftable = (value: unknown): value is Plain => {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return true
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

const stateOf = (value: unknown): DraftState | undefined =>
  isDraftable(value) ? (value as Partial<Target>)[STATE] : undefined

const own = (object: object, key: PropertyKey) => Object.hasOwn(object, key)

const latest = (state: DraftState): Plain => state.copy ?? state.base

const copyOf = (state: DraftState): Plain => {
  if (!state.copy) {
    const { base } = state
    state.copy = Array.isArray(base)
      ? base.slice()
      : Object.assign(Object.create(Object.getPrototypeOf(base)), base)
  }
  return state.copy as Plain
}

const markModified = (state: DraftState) => {
  for (let at: DraftState | undefined = state; at && !at.modified; at = at.parent) {
    copyOf(at)
    at.modified = true
  }
}

/** The drafts and new values of one `produce` call. */
interface Scope {
  readonly revokers: (() => void)[]
  /** Plain values assigned into a draft: they may hold drafts, replaced when finalized. */
  readonly assigned: Set<Plain>
  /** Drafts of children made (on read): without any, no new value can hold a draft. */
  children: number
}

const handler: ProxyHandler<Target> = {
  get(target, key, receiver) {
    const state = target[STATE]
    if (key === STATE) return state
    const source = latest(state)
    if (!own(source, key)) return Reflect.get(source, key, receiver)
    const value = source[key]
    if (value !== state.base[key] || !isDraftable(value)) return value
    // A child is drafted on its first read; the parent's copy holds the child's draft.
    const child = createDraft(value, state, state.scope)
    copyOf(state)[key] = child
    return child
  },
  set(target, key, value) {
    const state = target[STATE]
    const source = latest(state)
    if (!state.modified && own(source, key)) {
      const current = source[key]
      const drafted = stateOf(current)
      if (Object.is(current, value) || (drafted !== undefined && drafted.base === value))
        return true
    }
    markModified(state)
    ;(state.copy as Plain)[key] = value
    if (isDraftable(value) && !stateOf(value)) state.scope.assigned.add(value)
    return true
  },
  deleteProperty(target, key) {
    const state = target[STATE]
    if (own(latest(state), key)) {
      markModified(state)
      delete (state.copy as Plain)[key]
    }
    return true
  },
  has: (target, key) => key in latest(target[STATE]),
  ownKeys: (target) => Reflect.ownKeys(latest(target[STATE])),
  getOwnPropertyDescriptor(target, key) {
    const source = latest(target[STATE])
    const described = Reflect.getOwnPropertyDescriptor(source, key)
    if (!described) return undefined
    // An array's `length` is never configurable: the proxy's (array) target says so too.
    const configurable = !(Array.isArray(source) && key === 'length')
    return { writable: true, configurable, enumerable: described.enumerable, value: source[key] }
  },
  defineProperty() {
    throw new TypeError('A draft cannot define properties: assign them instead.')
  },
  getPrototypeOf: (target) => Object.getPrototypeOf(target[STATE].base),
  setPrototypeOf() {
    throw new TypeError('A draft cannot change its prototype.')
  },
}

function createDraft(base: Plain, parent: DraftState | undefined, scope: Scope): Plain {
  // The proxy's target is an empty stand-in of the draft's kind (an array keeps
  // `Array.isArray(draft)` true) that carries the state under a symbol no trap reports.
  const target = (Array.isArray(base) ? [] : {}) as Target
  const state: DraftState = {
    base,
    parent,
    scope,
    copy: undefined,
    modified: false,
    finalized: false,
  }
  Object.defineProperty(target, STATE, { value: state, configurable: true })
  const { proxy, revoke } = Proxy.revocable(target, handler)
  scope.revokers.push(revoke)
  if (parent) scope.children++
  return proxy
}

/**
 * The value a draft, or a new value that may hold drafts, stands for once the recipe is done. A
 * new value (assigned into a draft, or returned) is searched deeply; the base's own values are
 * not (they cannot hold a draft), so a large unchanged list costs nothing.
 */
function finalize(value: unknown, scope: Scope, seen: Set<object>, deep: boolean): unknown {
  const state = stateOf(value)
  if (state) {
    if (!state.modified) return state.base
    const copy = state.copy as Plain
    if (!state.finalized) {
      state.finalized = true
      replaceDrafts(copy, scope, seen, false)
    }
    return copy
  }
  if (scope.children === 0) return value
  if (isDraftable(value) && (deep || scope.assigned.has(value)) && !seen.has(value)) {
    seen.add(value)
    replaceDrafts(value, scope, seen, true)
  }
  return value
}

function replaceDrafts(object: Plain, scope: Scope, seen: Set<object>, deep: boolean) {
  for (const key of Reflect.ownKeys(object)) {
    const value = object[key]
    if (!isDraftable(value)) continue
    const done = finalize(value, scope, seen, deep)
    if (done !== value) object[key] = done
  }
}

/**
 * Runs `recipe` on a draft of `base` and returns the next state: `base` when the recipe changed
 * nothing, the value it returned when it returned one (other than the draft), else a copy that
 * shares every unchanged part with `base`.
 */
export function produce<S>(base: S, recipe: Recipe<S>): S {
  if (!isDraftable(base)) {
    const returned = recipe(base as Draft<S>)
    return (returned === undefined ? base : returned) as S
  }
  const scope: Scope = { revokers: [], assigned: new Set(), children: 0 }
  try {
    const draft = createDraft(base, undefined, scope)
    const returned = recipe(draft as Draft<S>)
    const seen = new Set<object>()
    if (returned === undefined || returned === draft)
      return finalize(draft, scope, seen, false) as S
    if ((draft as Target)[STATE].modified) {
      throw new TypeError('A store recipe changed its draft and also returned a new state.')
    }
    return finalize(returned, scope, seen, true) as S
  } finally {
    for (const revoke of scope.revokers) revoke()
  }
}
