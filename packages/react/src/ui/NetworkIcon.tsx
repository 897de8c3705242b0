import { chainGlyphSize } from '../icons/chainGlyph.js'
import { useBuiltInIcon } from '../icons/useBuiltInIcon.js'
import { safeImageUrl } from '../utils/image.js'
import { ChainIcon } from './icons.js'
import { WalletImage } from './WalletImage.js'

export interface NetworkIconProps {
  network:
    | {
        caipNetworkId?: string | undefined
        name?: string | undefined
        assets?: { imageUrl?: string | undefined } | undefined
      }
    | undefined
  /** Pixels (default 24). */
  size?: number
  /** Extra classes (the network button's `gw-b-icon`). */
  className?: string
  /** The monogram's name when there is no network (the button's label). */
  fallbackName?: string
}

/**
 * The one network icon of the kit (network button, Networks list, Account's network pill, Send
 * and Swap previews, Receive): the host's `assets.imageUrl` when it gives one (through the image
 * check), else the built-in logo of a well-known network, else — and when an image fails — a
 * neutral chain glyph (a local anvil node has no logo: letters would pass for one). A blank
 * circle while a built-in logo loads.
 */
export function NetworkIcon({
  network,
  size = 24,
  className,
  fallbackName = '',
}: NetworkIconProps) {
  const own = safeImageUrl(network?.assets?.imageUrl)
  const builtIn = useBuiltInIcon('network', own ? undefined : network?.caipNetworkId)
  const glyph = chainGlyphSize(size)
  return (
    <WalletImage
      src={own ?? builtIn ?? undefined}
      name={network?.name ?? fallbackName}
      size={size}
      shape="circle"
      fullMonogram
      pending={builtIn === undefined}
      fallback={
        <ChainIcon
          width={glyph}
          height={glyph}
          data-testid="network-glyph"
          style={{ color: 'var(--gw-color-fg-muted)' }}
        />
      }
      className={className ? `gw-network-icon ${className}` : 'gw-network-icon'}
    />
  )
}

/** A network's icon and name on one line (Send's and Swap's previews); '—' when none. */
export function NetworkName({ network }: { network: NetworkIconProps['network'] }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      {network?.name ? <NetworkIcon network={network} size={18} /> : null}
      {network?.name ?? '—'}
    </span>
  )
}
