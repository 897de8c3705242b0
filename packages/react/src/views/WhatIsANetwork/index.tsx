import { useKitInstance } from '../../hooks/context.js'
import { Button } from '../../ui/controls.js'
import { GlobeIcon } from '../../ui/icons.js'
import { Explainer } from '../shared/Explainer.js'

const POINTS = [
  {
    title: 'The system behind your tokens',
    text: 'A network (a blockchain) records who owns what. Each token lives on one network.',
  },
  {
    title: 'Pick the one the app uses',
    text: 'Switching network changes which balances you see and where transactions are sent.',
  },
  {
    title: 'Fees are paid in its own token',
    text: 'Every transaction pays a small network fee, in the network’s native token.',
  },
] as const

/** WhatIsANetwork: what a network is; back to choosing one. */
export default function WhatIsANetworkView() {
  const kit = useKitInstance()
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
        Choose a network
      </Button>
    </Explainer>
  )
}
