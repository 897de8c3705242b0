import { WalletIcon } from '../../ui/icons.js'

/** The wallet icon on an accent tile (72 px), the picture of "approve in your wallet" views. */
export function WalletTile() {
  return (
    <span
      className="gw-image"
      aria-hidden="true"
      style={{ width: 72, height: 72, borderRadius: 22, color: 'var(--gw-accent-text)' }}
    >
      <WalletIcon width={32} height={32} />
    </span>
  )
}
