import { useKitInstance } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { WarningIcon } from '../../ui/icons.js'
import { PowerIcon } from '../../ui/viewIcons.js'
import { disconnectAndClose } from '../shared/disconnect.js'
import { NetworkList } from '../shared/NetworkList.js'

/** UnsupportedChain: the wallet is on a network the app does not list; switch or disconnect. */
export default function UnsupportedChainView() {
  const kit = useKitInstance()
  const t = useT(walletsText)
  return (
    <>
      <div className="gw-center">
        <span style={{ color: 'var(--gw-color-warning)' }}>
          <WarningIcon width={32} height={32} />
        </span>
        <p className="gw-text">{t('wallets.unsupportedNetwork')}</p>
      </div>
      <NetworkList onSwitched={() => kit.close()} />
      <Button
        variant="danger"
        block
        data-testid="disconnect-button"
        onClick={() => void disconnectAndClose(kit)}
      >
        <PowerIcon />
        {t('wallets.disconnect')}
      </Button>
    </>
  )
}
