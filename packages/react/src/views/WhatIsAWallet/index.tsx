import { useKitInstance } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { WalletIcon } from '../../ui/icons.js'
import { Explainer, type ExplainerPoint } from '../shared/Explainer.js'

const POINTS: readonly ExplainerPoint[] = [
  { title: 'wallets.walletWhatTitle', text: 'wallets.walletWhatText' },
  { title: 'wallets.walletSignInTitle', text: 'wallets.walletSignInText' },
  { title: 'wallets.walletKeysTitle', text: 'wallets.walletKeysText' },
]

/** WhatIsAWallet: what a wallet is, then a way to get one (GetWallet). */
export default function WhatIsAWalletView() {
  const kit = useKitInstance()
  const t = useT(walletsText)
  return (
    <Explainer icon={<WalletIcon width={40} height={40} />} points={POINTS}>
      <Button
        block
        onClick={() => kit.controllers.router.push('GetWallet')}
        data-testid="get-a-wallet"
      >
        <WalletIcon />
        {t('wallets.getAWallet')}
      </Button>
    </Explainer>
  )
}
