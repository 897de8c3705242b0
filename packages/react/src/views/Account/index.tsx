import type { ChainNamespace } from '@gangway/core/adapter'
import type { AccountTab } from '@gangway/core/internal'
import { selectAccount, selectActiveCaipNetwork } from '@gangway/core/shell'
import { type AccountFeature, getAccountFeatures } from '@gangway/core/ui'
import { type ComponentType, useState } from 'react'
import { useProfileName } from '../../components/useProfileName.js'
import { selectAccountState } from '../../hooks/accountState.js'
import { useKitInstance, useStoreSelector, useViewStyles } from '../../hooks/context.js'
import { account as accountText } from '../../i18n/messages/en/account.js'
import type { AccountId } from '../../i18n/messages/en/index.js'
import { useLocale, useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button, IconButton } from '../../ui/controls.js'
import { CheckIcon } from '../../ui/icons.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { Tabs } from '../../ui/Tabs.js'
import {
  CardIcon,
  ChevronDownIcon,
  CopyIcon,
  PowerIcon,
  ReceiveIcon,
  SendIcon,
  SwapIcon,
} from '../../ui/viewIcons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { balanceText, truncateAddress } from '../../utils/format.js'
import { Avatar } from '../shared/Avatar.js'
import { connectorImage } from '../shared/connectorImage.js'
import { disconnectAndClose } from '../shared/disconnect.js'
import { useCopy } from '../shared/useCopy.js'
import { AccountTabPanel } from './TabPanels.js'
import { accountCss } from './viewCss.js'

const FEATURES: Record<
  AccountFeature,
  { label: AccountId; view: 'OnRamp' | 'Swap' | 'Receive' | 'Send'; Icon: ComponentType }
> = {
  onramp: { label: 'account.feature.onramp', view: 'OnRamp', Icon: CardIcon },
  swaps: { label: 'account.feature.swaps', view: 'Swap', Icon: SwapIcon },
  receive: { label: 'account.feature.receive', view: 'Receive', Icon: ReceiveIcon },
  send: { label: 'account.feature.send', view: 'Send', Icon: SendIcon },
}

const TABS: { id: AccountTab; label: AccountId }[] = [
  { id: 'tokens', label: 'account.tab.tokens' },
  { id: 'nfts', label: 'account.tab.nfts' },
  { id: 'activity', label: 'account.tab.activity' },
]

/** Account (spec §2): identity, balance, the features row in order, tabs and disconnect. */
export default function AccountView() {
  useViewStyles(accountCss)
  const kit = useKitInstance()
  const t = useT(accountText)
  const { locale } = useLocale()
  const account = useStoreSelector(kit.stores.chain, (state) => {
    const { namespace, address, isConnected } = selectAccount(state)
    const entry = selectAccountState(state)
    return {
      namespace,
      isConnected,
      network: selectActiveCaipNetwork(state),
      address,
      profileName: entry?.profileName,
      profileImage: entry?.profileImage,
      balance: entry?.balance,
      balanceSymbol: entry?.balanceSymbol,
      currentTab: entry?.currentTab ?? 'tokens',
      tokens: entry?.tokenBalance,
      wallet: entry?.connectedWalletInfo,
    }
  })
  // The account's name (with a name API), also for hosts that open the modal without the button.
  useProfileName(
    kit,
    account.isConnected ? account.address : undefined,
    account.network?.caipNetworkId,
  )
  // Spec §6: the history feature off hides the Activity tab.
  const tabs = (
    kit.options.features.history ? TABS : TABS.filter(({ id }) => id !== 'activity')
  ).map(({ id, label }) => ({ id, label: t(label) }))
  const [chosenTab, setTab] = useState<AccountTab>(account.currentTab)
  const tab = tabs.some(({ id }) => id === chosenTab) ? chosenTab : 'tokens'
  const features = getAccountFeatures({
    features: kit.options.features,
    family: account.namespace ? kit.families.get(account.namespace) : undefined,
    chainId: account.network?.id,
    // Without the operator's swap API (or off its networks) there is no Swap button.
    swapApiUrl: kit.options.swapApiUrl,
    swapNetworks: kit.options.swapNetworks,
    onrampProviders: kit.options.onrampProviders ?? [],
  })

  if (!account.isConnected || !account.address) {
    return (
      <div className="gw-empty">
        <p className="gw-text">{t('account.noAccount')}</p>
        <Button onClick={() => kit.controllers.router.reset('Connect')}>
          {t('account.connectWallet')}
        </Button>
      </div>
    )
  }

  return (
    <>
      <div className="gw-center">
        <Avatar address={account.address} image={account.profileImage} />
        <div className="gw-address-row">
          <p className="gw-address" data-testid="account-view-address" title={account.address}>
            {account.profileName || truncateAddress(account.address)}
          </p>
          <CopyAddress kit={kit} address={account.address} />
        </div>
        {kit.options.namesApiUrl && account.namespace === 'eip155' && !account.profileName ? (
          <Button
            variant="secondary"
            onClick={() => kit.controllers.router.push('RegisterAccountName')}
            data-testid="account-choose-name"
          >
            {t('account.chooseName')}
          </Button>
        ) : null}
        <p className="gw-balance" data-testid="account-view-balance">
          {balanceText(account.balance, account.balanceSymbol, locale) || '—'}
        </p>
        {account.network ? (
          <button
            type="button"
            className="gw-tag"
            data-tone="neutral"
            style={{ border: 0, cursor: 'pointer', height: 28, gap: 6, textTransform: 'none' }}
            onClick={() => kit.controllers.router.push('Networks')}
            title={t('account.changeNetwork')}
            data-testid="account-network"
          >
            <span className="gw-visually-hidden">{`${t('account.networkLabel')} `}</span>
            <NetworkIcon network={account.network} size={18} />
            {account.network.name}
            <ChevronDownIcon width={14} height={14} />
          </button>
        ) : null}
      </div>

      {features.length ? (
        <div className="gw-features" data-testid="account-features">
          {features.map((feature) => {
            const { label, view, Icon } = FEATURES[feature]
            return (
              <button
                key={feature}
                type="button"
                className="gw-feature"
                data-feature={feature}
                onClick={() => kit.controllers.router.push(view)}
              >
                <Icon />
                {t(label)}
              </button>
            )
          })}
        </div>
      ) : null}

      <Tabs
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        label={t('account.tabsLabel')}
        idPrefix="gw-account"
      />
      {tabs.map(({ id }) => (
        <div
          key={id}
          role="tabpanel"
          id={`gw-account-panel-${id}`}
          aria-labelledby={`gw-account-tab-${id}`}
          hidden={id !== tab}
          data-testid={`account-tab-${id}`}
        >
          {id === tab ? <AccountTabPanel tab={id} tokens={account.tokens ?? []} kit={kit} /> : null}
        </div>
      ))}

      {account.wallet?.name ? (
        <div className="gw-list-item" style={{ cursor: 'default' }} data-testid="connected-wallet">
          <WalletImage
            src={account.wallet.icon ?? connectedConnectorImage(kit, account.namespace)}
            name={account.wallet.name}
          />
          <span className="gw-list-item-label">
            {account.wallet.name}
            <span className="gw-list-item-sub">{t('account.connectedWallet')}</span>
          </span>
        </div>
      ) : null}
      <Button
        variant="secondary"
        block
        data-testid="account-settings-button"
        onClick={() => kit.controllers.router.push('AccountSettings')}
      >
        {t('account.settingsButton')}
      </Button>
      <Button
        variant="danger"
        block
        data-testid="disconnect-button"
        onClick={() => void disconnectAndClose(kit)}
      >
        <PowerIcon />
        {t('account.disconnect')}
      </Button>
    </>
  )
}

function connectedConnectorImage(kit: UiKit, namespace: ChainNamespace | undefined) {
  const connector = namespace
    ? kit.controllers.connection.getConnectedConnector(namespace)
    : undefined
  return connector ? connectorImage(kit, connector) : undefined
}

function CopyAddress({ kit, address }: { kit: UiKit; address: string }) {
  const t = useT(accountText)
  const { copied, copy } = useCopy(kit, t('account.copyFailed'))
  const onClick = async () => {
    if (await copy(address)) kit.controllers.snackbar.showSuccess(t('account.addressCopied'))
  }
  return (
    <IconButton label={t('account.copyAddress')} onClick={onClick} data-testid="copy-address">
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  )
}
