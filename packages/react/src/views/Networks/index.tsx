import { useKitInstance } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { HelpLink } from '../shared/HelpLink.js'
import { NetworkList } from '../shared/NetworkList.js'

/** Networks: the configured networks; choosing one switches to it. */
export default function NetworksView() {
  const kit = useKitInstance()
  const t = useT(walletsText)
  return (
    <>
      <NetworkList
        onSwitched={() => {
          if (kit.stores.router.getState().history.length > 1) kit.controllers.router.goBack()
          else kit.close()
        }}
      />
      <HelpLink view="WhatIsANetwork" testId="what-is-a-network-link">
        {t('wallets.whatIsANetwork')}
      </HelpLink>
    </>
  )
}
