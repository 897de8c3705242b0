import { Fragment, type ReactNode } from 'react'
import { connect as connectText } from '../../i18n/messages/en/connect.js'
import type { ConnectId } from '../../i18n/messages/en/index.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { legalLinks, setLegalConsent } from './legalGate.js'

/**
 * A translated message (as `t(id)` gives it, placeholders unfilled) with elements in place of its
 * `{placeholders}`, wherever the locale puts them; `text` wraps each run of plain text.
 */
function withParts(
  message: string,
  parts: Record<string, ReactNode>,
  text: (run: string) => ReactNode = (run) => run,
): ReactNode {
  return message.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    const node = name !== undefined && name in parts ? parts[name] : piece ? text(piece) : null
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed message
    return <Fragment key={index}>{node}</Fragment>
  })
}

/** A legal sentence's messages: with the terms link, the privacy link, or both (articles differ). */
interface Sentence {
  terms: ConnectId
  privacy: ConnectId
  both: ConnectId
}

const AGREE: Sentence = {
  terms: 'connect.legalAgreeTerms',
  privacy: 'connect.legalAgreePrivacy',
  both: 'connect.legalAgreeBoth',
}

const FOOTER: Sentence = {
  terms: 'connect.legalFooterTerms',
  privacy: 'connect.legalFooterPrivacy',
  both: 'connect.legalFooterBoth',
}

/** A legal sentence with the host's links where the locale puts them. */
function LegalSentence({
  sentence,
  terms,
  privacy,
  text,
}: {
  sentence: Sentence
  terms?: string | undefined
  privacy?: string | undefined
  text?: (run: string) => ReactNode
}) {
  const t = useT(connectText)
  const link = (href: string | undefined, id: ConnectId) =>
    href ? (
      <a className="gw-link" href={href} target="_blank" rel="noreferrer noopener">
        {t(id)}
      </a>
    ) : null
  const id = terms && privacy ? sentence.both : terms ? sentence.terms : sentence.privacy
  return (
    <>
      {withParts(
        t(id),
        {
          terms: link(terms, 'connect.termsOfService'),
          privacy: link(privacy, 'connect.privacyPolicy'),
        },
        text,
      )}
    </>
  )
}

/** The legalCheckbox feature: the box and the host's links; connecting waits for it. */
export function LegalCheckbox({ kit, agreed }: { kit: UiKit; agreed: boolean }) {
  const t = useT(connectText)
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
        <LegalSentence
          sentence={AGREE}
          {...links}
          text={(run) => <label htmlFor="gw-legal-checkbox">{run}</label>}
        />
      </span>
      <span id="gw-legal-hint" className="gw-visually-hidden">
        {t('connect.legalHint')}
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
      <LegalSentence sentence={FOOTER} {...links} />
    </p>
  )
}
