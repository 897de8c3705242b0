import { useKitInstance } from '../../hooks/context.js'
import { Button } from '../../ui/controls.js'
import { WalletTile } from '../shared/WalletTile.js'

/**
 * ApproveTransaction: shown while the embedded wallet asks the visitor to approve a request
 * (spec §6: sends through the auth connector use a transaction stack). The secure frame that
 * renders the approval lands with the embedded-wallet issue; cancelling pops the stack.
 */
export default function ApproveTransactionView() {
  const kit = useKitInstance()
  return (
    <div
      className="gw-center"
      style={{ padding: '16px 8px 8px' }}
      data-testid="approve-transaction"
    >
      <div className="gw-loader-ring">
        <WalletTile />
      </div>
      <div role="status" className="gw-center" style={{ padding: 0 }}>
        <p className="gw-heading" style={{ fontSize: 'var(--gw-text-lg)' }}>
          Approve in your wallet
        </p>
        <p className="gw-text">Review the request and approve it to continue.</p>
      </div>
      <Button
        variant="secondary"
        onClick={() => {
          if (kit.stores.router.getState().transactionStack.length)
            kit.controllers.router.popTransactionStack('cancel')
          else kit.controllers.router.goBack()
        }}
      >
        Cancel
      </Button>
    </div>
  )
}
