import { safeLink } from '@gangway/core'
import { useSyncExternalStore } from 'react'
import type { UiKit } from '../../kit/types.js'

/** The host's terms and privacy links, each only when core's one URL check accepts it. */
function legalLinks(kit: UiKit) {
  return {
    terms: safeLink(kit.options.termsConditionsUrl),
    privacy: safeLink(kit.options.privacyPolicyUrl),
  }
}

function LegalLinks({
  terms,
  privacy,
}: {
  terms?: string | undefined
  privacy?: string | undefined
}) {
  return (
    <>
      {terms ? (
        <a className="gw-link" href={terms} target="_blank" rel="noreferrer noopener">
          Terms of Service
        </a>
      ) : null}
      {terms && privacy ? ' and ' : null}
      {privacy ? (
        <a className="gw-link" href={privacy} target="_blank" rel="noreferrer noopener">
          Privacy Policy
        </a>
      ) : null}
    </>
  )
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
 * Whether connecting is allowed: always, unless the legalCheckbox feature is on and the host
 * gave a terms or privacy link — then only once the box is ticked.
 */
export function useLegalGate(kit: UiKit): { gated: boolean; agreed: boolean } {
  const agreed = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => consent.get(kit) ?? false,
    () => false,
  )
  const { terms, privacy } = legalLinks(kit)
  const gated = kit.options.features.legalCheckbox && Boolean(terms || privacy)
  return { gated, agreed: !gated || agreed }
}

/** The legalCheckbox feature: the box and the host's links; connecting waits for it. */
export function LegalCheckbox({ kit, agreed }: { kit: UiKit; agreed: boolean }) {
  const links = legalLinks(kit)
  return (
    <div
      className="gw-list-item"
      style={{ cursor: 'default', gap: 10, alignItems: 'flex-start' }}
      data-testid="legal-checkbox"
    >
      <input
        id="gw-legal-checkbox"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setLegalConsent(kit, event.target.checked)}
        style={{ width: 18, height: 18, margin: '2px 0 0', accentColor: 'var(--gw-accent)' }}
        aria-labelledby="gw-legal-text"
        aria-describedby="gw-legal-hint"
      />
      <span
        id="gw-legal-text"
        className="gw-text"
        style={{ fontSize: 'var(--gw-text-sm)', textAlign: 'start' }}
      >
        <label htmlFor="gw-legal-checkbox">I agree to the </label>
        <LegalLinks {...links} />
      </span>
      <span id="gw-legal-hint" className="gw-visually-hidden">
        Connecting is available once you agree.
      </span>
    </div>
  )
}

/** Without the box: 'By connecting your wallet, you agree to our …' when the host gave links. */
export function LegalFooter({ kit }: { kit: UiKit }) {
  const links = legalLinks(kit)
  if (!links.terms && !links.privacy) return null
  return (
    <p className="gw-text" style={{ textAlign: 'center', fontSize: 'var(--gw-text-xs)' }}>
      By connecting your wallet, you agree to our <LegalLinks {...links} />
    </p>
  )
}
