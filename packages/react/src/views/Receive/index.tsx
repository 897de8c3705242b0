import { selectAccount, selectActiveCaipNetwork } from '@gangway/core/shell'
import { useKitInstance, useStoreSelector, useViewStyles } from '../../hooks/context.js'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { CheckIcon, WarningIcon } from '../../ui/icons.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { QrCode } from '../../ui/QrCode.js'
import { CopyIcon } from '../../ui/viewIcons.js'
import { useCopy } from '../shared/useCopy.js'
import { receiveCss } from './viewCss.js'

const NO_NETWORKS: never[] = []

/**
 * Receive: the active account's address as a QR code and as text, a copy button, and the
 * networks the address works on: every network the kit has for the account's namespace (all its
 * EVM networks for an eip155 account), whatever the family.
 */
export default function ReceiveView() {
  useViewStyles(receiveCss)
  const kit = useKitInstance()
  const t = useT(accountText)
  const account = useStoreSelector(kit.stores.chain, (state) => {
    const { namespace, address, isConnected } = selectAccount(state)
    return {
      namespace,
      address: isConnected ? address : undefined,
      networks: (namespace && state.chains[namespace]?.networks) || NO_NETWORKS,
      network: selectActiveCaipNetwork(state),
    }
  })
  const { copied, copy } = useCopy(kit, t('account.copyFailed'))
  const { address, networks, network } = account

  if (!address) {
    return (
      <div className="gw-empty" role="status">
        <p className="gw-text">{t('account.noAccount')}</p>
        <Button variant="secondary" onClick={kit.controllers.router.goBack}>
          {t('account.goBack')}
        </Button>
      </div>
    )
  }

  const family = account.namespace ? kit.families.get(account.namespace)?.name : undefined
  const warning =
    networks.length === 1
      ? t('account.receive.warningNetwork', { network: networks[0]!.name })
      : family
        ? t('account.receive.warningFamily', { family })
        : t('account.receive.warningListed')
  return (
    <div className="gw-center gw-receive">
      <QrCode
        value={address}
        size={232}
        label={
          family ? t('account.receive.qrLabel', { family }) : t('account.receive.qrLabelPlain')
        }
        testId="receive-qr"
        logo={network ? <NetworkIcon network={network} size={40} /> : null}
      />
      <p className="gw-text gw-receive-address" data-testid="receive-address">
        {address}
      </p>
      <Button variant="secondary" data-testid="receive-copy" onClick={() => copy(address)}>
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied ? t('account.receive.copied') : t('account.copyAddress')}
      </Button>
      <p role="status" className="gw-visually-hidden">
        {copied ? t('account.addressCopied') : ''}
      </p>

      <section aria-labelledby="gw-receive-networks" className="gw-receive-networks">
        <h3 id="gw-receive-networks" className="gw-section-title">
          {t('account.receive.networks', { count: networks.length })}
        </h3>
        <ul className="gw-list gw-receive-chips" data-testid="receive-networks">
          {networks.map((item) => (
            <li
              key={item.caipNetworkId}
              className="gw-tag gw-receive-chip"
              data-tone="neutral"
              data-network-id={item.caipNetworkId}
            >
              <NetworkIcon network={item} size={20} />
              {item.name}
            </li>
          ))}
        </ul>
      </section>

      <p className="gw-text gw-receive-warning" data-testid="receive-warning">
        <WarningIcon width={18} height={18} />
        <span>{warning}</span>
      </p>
    </div>
  )
}
