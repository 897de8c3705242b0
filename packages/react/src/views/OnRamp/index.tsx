import { isKitError } from '@gangway/core/common'
import {
  buildOnRampUrl,
  createOnRampUrl,
  kitOnrampProviders,
  onrampProvidersFor,
} from '@gangway/core/onramp'
import { selectAccount, selectActiveCaipNetwork } from '@gangway/core/shell'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector, useViewStyles } from '../../hooks/context.js'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { ExternalIcon } from '../../ui/viewIcons.js'
import { type OnRampChoice, OnRampForm, parseAmount } from './OnRampForm.js'
import { OnRampPending } from './OnRampPending.js'
import { type OpenedAs, openPendingWindow, openProviderWindow } from './openProviderWindow.js'
import { onRampCss } from './viewCss.js'

interface Opened {
  providerId: string
  asset: string
  url: string
  as: OpenedAs
  key: number
}

/**
 * Buy (spec §2 account features, §7, §9): the providers that sell on the account's network with
 * their fee range, the asset and amount; Continue opens the provider (popup, a tab when blocked,
 * a link when both are) with the address and network prefilled, then waits for the funds.
 */
export default function OnRampView() {
  useViewStyles(onRampCss)
  const kit = useKitInstance()
  const t = useT(accountText)
  const account = useStoreSelector(kit.stores.chain, (state) => {
    const { address, isConnected } = selectAccount(state)
    return { address: isConnected ? address : undefined, network: selectActiveCaipNetwork(state) }
  })
  const providers = useMemo(
    () => onrampProvidersFor(kitOnrampProviders(kit.options), account.network?.caipNetworkId),
    [kit, account.network?.caipNetworkId],
  )
  const first = providers[0]
  const [choice, setChoice] = useState<OnRampChoice>({
    providerId: first?.id ?? '',
    asset: '',
    amount: '50',
  })
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState<string>()
  const [opened, setOpened] = useState<Opened>()
  /** While the host's server makes the provider's URL: aborted on leaving the view. */
  const [preparing, setPreparing] = useState(false)
  const pending = useRef<AbortController>(undefined)
  useEffect(() => () => pending.current?.abort(), [])

  const provider = providers.find(({ id }) => id === choice.providerId) ?? first
  const network = account.network?.caipNetworkId
  const assets = (provider && network && provider.assets[network]) || []
  const asset = assets.includes(choice.asset) ? choice.asset : (assets[0] ?? '')
  const amount = parseAmount(choice.amount)
  const amountError = touched && amount === undefined ? t('account.onramp.amountError') : undefined

  useEffect(() => {
    if (network)
      kit.controllers.events.send('OPEN_ONRAMP', { namespace: account.network?.chainNamespace })
  }, [kit, network, account.network?.chainNamespace])

  if (!account.address || !network || !provider) {
    return (
      <div className="gw-empty" role="status" data-testid="onramp-unavailable">
        <p className="gw-text">
          {account.address ? t('account.onramp.noProvider') : t('account.noAccount')}
        </p>
        <Button variant="secondary" onClick={kit.controllers.router.goBack}>
          {t('account.goBack')}
        </Button>
      </div>
    )
  }

  // The refusal's details are English: other locales show the error's catalogue text.
  const showRefusal = (cause: unknown) =>
    setError(
      isKitError(cause)
        ? t.locale === 'en'
          ? (cause.longMessage ?? cause.shortMessage)
          : t.error(cause)
        : String(cause),
    )

  const open = () => {
    setTouched(true)
    setError(undefined)
    if (amount === undefined || preparing) return
    const request = { address: account.address!, network, asset, amount }
    const key = (opened?.key ?? 0) + 1
    if (provider.createUrl) {
      // Made by the host's server: a blank popup now, inside the click; its page when it comes.
      const popup = openPendingWindow()
      const controller = new AbortController()
      pending.current = controller
      setPreparing(true)
      createOnRampUrl(provider, request, controller.signal).then(
        (url) => {
          if (controller.signal.aborted) return popup.close()
          setPreparing(false)
          setOpened({ providerId: provider.id, asset, url, as: popup.navigate(url), key })
        },
        (cause: unknown) => {
          popup.close()
          if (controller.signal.aborted) return
          setPreparing(false)
          showRefusal(cause)
        },
      )
      return
    }
    let url: string
    try {
      url = buildOnRampUrl(provider, request)
    } catch (cause) {
      showRefusal(cause)
      return
    }
    // Synchronous, inside the click: browsers let a gesture open a window.
    const as = openProviderWindow(url)
    setOpened({ providerId: provider.id, asset, url, as, key })
  }

  if (opened) {
    const chosen = providers.find(({ id }) => id === opened.providerId) ?? provider
    return (
      <OnRampPending
        // A new purchase (the provider opened again) waits anew.
        key={opened.key}
        kit={kit}
        provider={chosen}
        url={opened.url}
        asset={opened.asset}
        openedAs={opened.as}
        onReopen={() => setOpened({ ...opened, key: opened.key + 1 })}
        onDone={() => {
          setOpened(undefined)
          kit.controllers.router.goBack()
        }}
      />
    )
  }

  return (
    <div className="gw-center gw-onramp" data-testid="onramp-view">
      <OnRampForm
        providers={providers}
        assets={assets}
        choice={{ ...choice, providerId: provider.id, asset }}
        onChange={(next) => {
          setChoice(next)
          setError(undefined)
        }}
        amountError={amountError}
      />
      {error ? (
        <p className="gw-text gw-text-error" role="alert" data-testid="onramp-error">
          {error}
        </p>
      ) : null}
      <Button block onClick={open} aria-busy={preparing || undefined} data-testid="onramp-continue">
        <ExternalIcon />
        {preparing
          ? t('account.onramp.preparing', { provider: provider.name })
          : t('account.onramp.continue', { provider: provider.name })}
      </Button>
      <p className="gw-text">
        {account.network?.name
          ? t('account.onramp.opensIn', { provider: provider.name, network: account.network.name })
          : t('account.onramp.opensInAnyNetwork', { provider: provider.name })}
      </p>
    </div>
  )
}
