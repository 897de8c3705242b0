import { useKitInstance } from '../../hooks/context.js'
import { Button } from '../../ui/controls.js'
import { WalletIcon } from '../../ui/icons.js'
import { Explainer } from '../shared/Explainer.js'

const POINTS = [
  {
    title: 'Your digital wallet',
    text: 'A wallet holds your tokens and collectibles and lets you send, receive and swap them.',
  },
  {
    title: 'Your way to sign in',
    text: 'Instead of a new account and password on every site, connect your wallet to sign in.',
  },
  {
    title: 'Yours to keep',
    text: 'Only you hold the keys. Never share your secret recovery phrase with anyone.',
  },
] as const

/** WhatIsAWallet: what a wallet is, then a way to get one (GetWallet). */
export default function WhatIsAWalletView() {
  const kit = useKitInstance()
  return (
    <Explainer icon={<WalletIcon width={40} height={40} />} points={POINTS}>
      <Button
        block
        onClick={() => kit.controllers.router.push('GetWallet')}
        data-testid="get-a-wallet"
      >
        <WalletIcon />
        Get a wallet
      </Button>
    </Explainer>
  )
}
