import { useKitInstance } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { GlobeIcon } from '../../ui/viewIcons.js'
import { Explainer, type ExplainerPoint } from '../shared/Explainer.js'

const POINTS: readonly ExplainerPoint[] = [
  { title: 'wallets.networkWhatTitle', text: 'wallets.networkWhatText' },
  { title: 'wallets.networkPickTitle', text: 'wallets.networkPickText' },
  { title: 'wallets.networkFeesTitle', text: 'wallets.networkFeesText' },
]

/** WhatIsANetwork: what a network is; back to choosing one. */
export default function WhatIsANetworkView() {
  const kit = useKitInstance()
  const t = useT(walletsText)
  return (
    <Explainer icon={<GlobeIcon width={40} height={40} />} points={POINTS}>
      <Button
        variant="secondary"
        block
        onClick={() => {
          const { history } = kit.stores.router.getState()
          if (history.at(-2) === 'Networks') kit.controllers.router.goBack()
          else kit.controllers.router.push('Networks')
        }}
        data-testid="choose-network"
      >
        {t('wallets.chooseANetwork')}
      </Button>
    </Explainer>
  )
}
