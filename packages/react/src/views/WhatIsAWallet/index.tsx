import { useKitInstance } from '../../hooks/context.js'
import { connect as connectText } from '../../i18n/messages/en/connect.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { WalletIcon } from '../../ui/icons.js'
import { Explainer, type ExplainerPoint } from '../shared/Explainer.js'

const POINTS: readonly ExplainerPoint[] = [
  { title: 'connect.walletWhatTitle', text: 'connect.walletWhatText' },
  { title: 'connect.walletSignInTitle', text: 'connect.walletSignInText' },
  { title: 'connect.walletKeysTitle', text: 'connect.walletKeysText' },
]

/** WhatIsAWallet: what a wallet is, then a way to get one (GetWallet). */
export default function WhatIsAWalletView() {
  const kit = useKitInstance()
  const t = useT(connectText)
  return (
    <Explainer icon={<WalletIcon width={40} height={40} />} points={POINTS}>
      <Button
        block
        onClick={() => kit.controllers.router.push('GetWallet')}
        data-testid="get-a-wallet"
      >
        <WalletIcon />
        {t('connect.getAWallet')}
      </Button>
    </Explainer>
  )
}
