import type { SocialProvider } from '@gangway/core/internal'
import { selectCanPairWallets } from '@gangway/core/shell'
import { filterSocialsForTelegram, getConnectMethodsOrder, isValidEmail } from '@gangway/core/ui'
import { type FormEvent, type SyntheticEvent, useId, useMemo, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { connect as connectText } from '../../i18n/messages/en/connect.js'
import type { ConnectId } from '../../i18n/messages/en/index.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button, ListItem, Tag } from '../../ui/controls.js'
import { GridIcon, MailIcon, WalletIcon } from '../../ui/icons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { choiceCatalogueId, choiceImage, choiceWalletId } from '../shared/connectorImage.js'
import { embeddedErrorText, loadEmbeddedLogin, showAccountIfStillOn } from '../shared/embedded.js'
import { OtherFamiliesNote } from '../shared/familyConnect.js'
import { HelpLink } from '../shared/HelpLink.js'
import { selectWallet } from '../shared/selectWallet.js'
import { openSocialPopup, SOCIAL_LABELS } from '../shared/socials.js'
import {
  connectListingsEnabled,
  prefetchConnectListings,
  useConnectListings,
} from '../shared/useConnectListings.js'
import { WalletRow } from '../shared/WalletRow.js'
import { LegalCheckbox, LegalFooter, useLegalGate } from './Legal.js'
import { buildWalletEntries, listedWalletEntries, type WalletEntry } from './sections.js'
import { SocialLogo, socialGridColumns } from './socialLogos.js'

/** The preloads ask the directory ahead, so the view's first frame lists its wallets. */
export const prefetch = prefetchConnectListings

/** Connect (spec §2): wallets, email and social in the connect-method order. */
export default function ConnectView() {
  const kit = useKitInstance()
  const { features, customWallets } = kit.options
  const { connectors, recentWallets, canPair } = useStoreSelector(
    kit.stores.connectors,
    (state) => ({
      connectors: state.connectors,
      recentWallets: state.recentWallets,
      // Directory and custom wallets are reached by pairing: listed only when it can work.
      canPair: selectCanPairWallets(state),
    }),
  )
  const listings = useConnectListings(
    kit.controllers.walletDirectory,
    { connectors, recentWallets },
    connectListingsEnabled(kit),
  )
  const allWallets = canPair && features.allWallets

  const entries = useMemo(
    () =>
      buildWalletEntries({
        connectors,
        recentWallets,
        recentListings: listings.recent,
        customWallets: canPair ? customWallets : [],
        featured: listings.featured,
        recommended: listings.recommended,
        hostOrder: features.connectorTypeOrder,
      }),
    [connectors, recentWallets, canPair, customWallets, listings, features],
  )

  const auth = connectors.find((connector) => connector.type === 'AUTH')
  const methods = getConnectMethodsOrder({
    connectMethodsOrder: features.connectMethodsOrder,
    connectors,
  }).filter((method) =>
    method === 'email'
      ? Boolean(auth && features.email)
      : method === 'social'
        ? Boolean(auth && features.socials.length)
        : true,
  )
  const walletsFirst = methods[0] === 'wallet'
  // collapseWallets: the compact list — the wallets wait behind 'Continue with a wallet'.
  const [showWallets, setShowWallets] = useState(
    !features.collapseWallets && (walletsFirst || features.emailShowWallets),
  )
  const legal = useLegalGate(kit)
  const t = useT(connectText)

  const blocks = methods.map((method, index) => {
    const divider =
      index > 0 ? (
        <div className="gw-divider" key={`divider-${method}`}>
          {t('connect.or')}
        </div>
      ) : null
    if (method === 'email') return [divider, <EmailForm key="email" kit={kit} />]
    if (method === 'social')
      return [divider, <SocialButtons key="social" kit={kit} socials={features.socials} />]
    return [
      divider,
      showWallets ? (
        <WalletList
          key="wallets"
          kit={kit}
          entries={listedWalletEntries(entries, {
            methodsFollow: index < methods.length - 1,
            allWallets,
          })}
          allWallets={allWallets}
          busy={listings.loading}
        />
      ) : (
        <Button
          key="wallets"
          variant="secondary"
          block
          onClick={() => setShowWallets(true)}
          data-testid="continue-with-wallet"
        >
          <WalletIcon />
          {t('connect.continueWithWallet')}
          <WalletPreview kit={kit} entries={entries} />
        </Button>
      ),
    ]
  })

  return (
    <>
      <OtherFamiliesNote />
      {legal.gated ? <LegalCheckbox kit={kit} agreed={legal.agreed} /> : null}
      {/* legalCheckbox: until the box is ticked every way to connect is disabled. */}
      <fieldset
        disabled={!legal.agreed}
        aria-disabled={!legal.agreed}
        data-testid="connect-methods"
        // The fieldset disables its controls; this also holds where that is not honoured.
        onClickCapture={legal.agreed ? undefined : stopEvent}
        onSubmitCapture={legal.agreed ? undefined : stopEvent}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0, opacity: legal.agreed ? 1 : 0.5 }}
      >
        <legend className="gw-visually-hidden">{t('connect.waysToConnect')}</legend>
        {blocks}
      </fieldset>
      <HelpLink view="WhatIsAWallet" testId="no-wallet-link">
        {t('connect.noWallet')}
      </HelpLink>
      {legal.gated ? null : <LegalFooter kit={kit} />}
    </>
  )
}

function WalletList({
  kit,
  entries,
  allWallets,
  busy,
}: {
  kit: UiKit
  entries: readonly WalletEntry[]
  allWallets: boolean
  /** The directory is being asked: more wallets may join the list. */
  busy: boolean
}) {
  const t = useT(connectText)
  return (
    <ul
      className="gw-list"
      aria-label={t('connect.wallets')}
      aria-busy={busy}
      data-testid="wallet-list"
    >
      {entries.map((entry) => (
        <WalletRow
          key={entry.key}
          name={entry.name}
          walletId={choiceWalletId(entry)}
          catalogueId={choiceCatalogueId(entry)}
          image={choiceImage(kit, entry)}
          tag={entry.tag && t(entry.tag)}
          tagTone={entry.section === 'injected' ? 'success' : 'accent'}
          onClick={() => selectWallet(kit, entry)}
        />
      ))}
      {entries.length === 0 ? (
        <li className="gw-empty">
          <WalletIcon />
          {t('connect.noWalletDetected')}
        </li>
      ) : null}
      {allWallets ? (
        <li>
          <ListItem
            image={
              <span className="gw-image" aria-hidden="true">
                <GridIcon width={20} height={20} />
              </span>
            }
            label={t('connect.allWallets')}
            end={<Tag tone="neutral">{t('connect.browse')}</Tag>}
            data-testid="all-wallets"
            onClick={() => kit.controllers.router.push('AllWallets')}
          />
        </li>
      ) : null}
    </ul>
  )
}

/** The email form's error: the form's own check (a message id), or the login's failure. */
type EmailError = { id: ConnectId } | { failure: unknown } | undefined

function EmailForm({ kit }: { kit: UiKit }) {
  const t = useT(connectText)
  const [email, setEmail] = useState('')
  const [emailError, setError] = useState<EmailError>(undefined)
  const error = emailError
    ? 'id' in emailError
      ? t(emailError.id)
      : embeddedErrorText(emailError.failure, t)
    : ''
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  const trimmed = email.trim()
  const valid = isValidEmail(trimmed)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!valid) {
      setError({ id: 'connect.invalidEmail' })
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      // The embedded login loads on the first submit (never with the Connect view itself).
      const login = await loadEmbeddedLogin(kit)
      const action = await login.connectEmail(trimmed)
      const { view } = kit.stores.router.getState()
      if (view !== 'Connect') return
      if (action === 'VERIFY_OTP') kit.controllers.router.push('EmailVerifyOtp', { email: trimmed })
      else if (action === 'VERIFY_DEVICE')
        kit.controllers.router.push('EmailVerifyDevice', { email: trimmed })
      // CONNECT: the session was live and the kit is connected: the account shows.
      else showAccountIfStillOn(kit, 'Connect')
    } catch (failure) {
      setError({ failure })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="gw-list" onSubmit={(event) => void submit(event)} noValidate>
      <div className="gw-input-wrap">
        <MailIcon />
        <input
          className="gw-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('connect.email')}
          aria-label={t('connect.email')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={email}
          readOnly={busy}
          onChange={(event) => {
            setEmail(event.target.value)
            setError(undefined)
          }}
          data-testid="email-input"
        />
      </div>
      <p
        id={errorId}
        className="gw-text gw-text-error"
        role="alert"
        data-testid="email-error"
        style={error ? undefined : { display: 'none' }}
      >
        {error}
      </p>
      {email ? (
        <Button
          type="submit"
          block
          disabled={!valid || busy}
          aria-busy={busy || undefined}
          data-testid="email-submit"
        >
          {busy ? t('connect.sendingCode') : t('connect.continue')}
        </Button>
      ) : null}
    </form>
  )
}

function SocialButtons({ kit, socials }: { kit: UiKit; socials: readonly SocialProvider[] }) {
  const t = useT(connectText)
  const shown = useMemo(() => visibleSocials(kit, socials), [kit, socials])
  const [first, ...rest] = shown
  if (!first) return null
  const go = (provider: SocialProvider) => {
    if (provider === 'farcaster') {
      kit.controllers.router.push('ConnectingFarcaster')
      return
    }
    // Synchronously, inside the click: a popup opened after an await is blocked.
    const popup = openSocialPopup()
    kit.controllers.router.push('ConnectingSocial', { socialProvider: provider, popup })
  }
  return (
    <div className="gw-list">
      <Button variant="secondary" block onClick={() => go(first)} data-social={first}>
        <SocialLogo provider={first} />
        {t('connect.continueWith', { provider: SOCIAL_LABELS[first] })}
      </Button>
      {rest.length ? (
        // One even row of logos (two for more than six), each named for assistive technology
        // and in its tooltip.
        <div
          className="gw-socials"
          style={{ gridTemplateColumns: `repeat(${socialGridColumns(rest.length)}, 1fr)` }}
        >
          {rest.map((provider) => {
            const name = t('connect.continueWith', { provider: SOCIAL_LABELS[provider] })
            return (
              <button
                key={provider}
                type="button"
                className="gw-social"
                data-social={provider}
                aria-label={name}
                title={name}
                onClick={() => go(provider)}
              >
                <SocialLogo provider={provider} size={22} />
              </button>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}

/** Spec §5: inside Telegram some providers are left out (per the device's OS). */
function visibleSocials(kit: UiKit, socials: readonly SocialProvider[]): SocialProvider[] {
  if (!kit.controllers.environment.isTelegram()) return [...socials]
  const ua = globalThis.navigator?.userAgent ?? ''
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'ios'
    : /Android/.test(ua)
      ? 'android'
      : /Macintosh/.test(ua)
        ? 'mac'
        : undefined
  return filterSocialsForTelegram(socials, { isTelegram: true, ...(os && { os }) })
}

function stopEvent(event: SyntheticEvent) {
  event.preventDefault()
  event.stopPropagation()
}

/** The compact list's preview: the first wallets' icons in the collapsed button. */
function WalletPreview({ kit, entries }: { kit: UiKit; entries: WalletEntry[] }) {
  const first = entries.slice(0, 4)
  if (first.length === 0) return null
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', gap: 2, marginInlineStart: 'auto' }}>
      {first.map((entry) => (
        <WalletImage key={entry.key} src={choiceImage(kit, entry)} name={entry.name} size={20} />
      ))}
    </span>
  )
}
