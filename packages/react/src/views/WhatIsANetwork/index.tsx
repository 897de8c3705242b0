import { useKitInstance } from '../../hooks/context.js'
import { connect as connectText } from '../../i18n/messages/en/connect.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { GlobeIcon } from '../../ui/icons.js'
import { Explainer, type ExplainerPoint } from '../shared/Explainer.js'

const POINTS: readonly ExplainerPoint[] = [
  { title: 'connect.networkWhatTitle', text: 'connect.networkWhatText' },
  { title: 'connect.networkPickTitle', text: 'connect.networkPickText' },
  { title: 'connect.networkFeesTitle', text: 'connect.networkFeesText' },
]

/** WhatIsANetwork: what a network is; back to choosing one. */
export default function WhatIsANetworkView() {
  const kit = useKitInstance()
  const t = useT(connectText)
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
        {t('connect.chooseANetwork')}
      </Button>
    </Explainer>
  )
}
