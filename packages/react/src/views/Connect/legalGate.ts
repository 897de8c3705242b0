import { safeLink } from '@gangway/core/common'
import { useSyncExternalStore } from 'react'
import type { UiKit } from '../../kit/types.js'

// The Connect view's legal gate: whether connecting waits for the visitor's tick. The box and the
// links themselves (Legal.tsx) load only for a host that gave terms or privacy links.

/** The host's terms and privacy links, each only when core's one URL check accepts it. */
export function legalLinks(kit: UiKit) {
  return {
    terms: safeLink(kit.options.termsConditionsUrl),
    privacy: safeLink(kit.options.privacyPolicyUrl),
  }
}

/**
 * Whether the visitor ticked the legal box, per kit, for the page's life (kept while the modal
 * moves between views and reopens; a reload asks again).
 */
const consent = new WeakMap<UiKit, boolean>()
const listeners = new Set<() => void>()

export function setLegalConsent(kit: UiKit, agreed: boolean) {
  consent.set(kit, agreed)
  for (const listener of listeners) listener()
}

/**
 * Whether the view shows legal text (`linked`: the host gave a terms or privacy link), whether it
 * is a box to tick (`gated`: the legalCheckbox feature) and whether connecting is allowed
 * (`agreed`): always, unless gated — then only once the box is ticked.
 */
export function useLegalGate(kit: UiKit): { linked: boolean; gated: boolean; agreed: boolean } {
  const agreed = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => consent.get(kit) ?? false,
    () => false,
  )
  const linked = hasLegalLinks(kit)
  const gated = kit.options.features.legalCheckbox && linked
  return { linked, gated, agreed: !gated || agreed }
}

/** Whether the Connect view shows legal text at all (the host gave a terms or privacy link). */
export function hasLegalLinks(kit: UiKit): boolean {
  const { terms, privacy } = legalLinks(kit)
  return Boolean(terms || privacy)
}
