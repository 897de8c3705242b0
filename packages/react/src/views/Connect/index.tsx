import { selectCanPairWallets } from '@gangway/core/shell'
import { getConnectMethodsOrder } from '@gangway/core/ui'
import { type SyntheticEvent, useMemo, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { connect as connectText } from '../../i18n/messages/en/connect.js'
import { useT } from '../../i18n/useT.js'
import { createChunk } from '../../kit/chunks.js'
import type { UiKit } from '../../kit/types.js'
import { Button, ListItem, Tag } from '../../ui/controls.js'
import { GridIcon, WalletIcon } from '../../ui/icons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { chunkComponent } from '../chunkComponent.js'
import { choiceCatalogueId, choiceImage, choiceWalletId } from '../shared/connectorImage.js'
import { HelpLink } from '../shared/HelpLink.js'
import { selectWallet } from '../shared/selectWallet.js'
import {
  connectListingsEnabled,
  prefetchConnectListings,
  useConnectListings,
} from '../shared/useConnectListings.js'
import { WalletRow } from '../shared/WalletRow.js'
import { hasLegalLinks, useLegalGate } from './legalGate.js'
import { OtherFamiliesNote } from './OtherFamiliesNote.js'
import { buildWalletEntries, listedWalletEntries, type WalletEntry } from './sections.js'

/** The preloads ask the directory ahead, so the view's first frame lists its wallets. */
export const prefetch = prefetchConnectListings

/** The email form, the social buttons and the legal text: a chunk of their own (methodParts.ts). */
const methodParts = createChunk(() => import('./methodParts.js'))

/**
 * Whether this kit's Connect view can show a part of `methodParts` (its options say): email and
 * socials are the embedded wallet's (its connector exists only with `embeddedWallet`).
 */
function showsMethodParts(kit: UiKit): boolean {
  const { features, embeddedWallet } = kit.options
  const logins = Boolean(embeddedWallet) && (features.email || features.socials.length > 0)
  return logins || hasLegalLinks(kit)
}

/** Loads what this kit's Connect view shows beyond the wallets; the preloads call it with the view. */
export function loadParts(kit: UiKit): Promise<unknown> | undefined {
  return showsMethodParts(kit) ? methodParts.load() : undefined
}

const emailForm = chunkComponent(methodParts, (parts) => parts.EmailForm)
const socialButtons = chunkComponent(methodParts, (parts) => parts.SocialButtons)
const legalCheckbox = chunkComponent(methodParts, (parts) => parts.LegalCheckbox)
const legalFooter = chunkComponent(methodParts, (parts) => parts.LegalFooter)

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
  // A part is asked for only where it shows (asking hands out its component).
  const LegalCheckbox = legal.gated ? legalCheckbox.get() : undefined
  const LegalFooter = legal.linked && !legal.gated ? legalFooter.get() : undefined
  const t = useT(connectText)

  const blocks = methods.map((method, index) => {
    const divider =
      index > 0 ? (
        <div className="gw-divider" key={`divider-${method}`}>
          {t('connect.or')}
        </div>
      ) : null
    if (method === 'email') {
      const EmailForm = emailForm.get()
      return [divider, <EmailForm key="email" kit={kit} />]
    }
    if (method === 'social') {
      const SocialButtons = socialButtons.get()
      return [divider, <SocialButtons key="social" kit={kit} socials={features.socials} />]
    }
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
      {LegalCheckbox ? <LegalCheckbox kit={kit} agreed={legal.agreed} /> : null}
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
      {LegalFooter ? <LegalFooter kit={kit} /> : null}
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
