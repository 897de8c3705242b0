import { useBuiltInIcon } from '../icons/useBuiltInIcon.js'
import { safeImageUrl } from '../utils/image.js'
import { WalletImage } from './WalletImage.js'

export interface TokenIconProps {
  /** The token's own image (from the balance, swap or send data), untrusted. */
  src?: string | undefined
  symbol: string
  /** Pixels (default 40, the list rows' size). */
  size?: number
}

/**
 * A token's icon (Account's Tokens tab, Send, Swap and their token lists): the token's own image
 * when the data gives one, else the built-in logo of a well-known token (ETH, SOL, TON, USDC…),
 * else — and when an image fails — its monogram. A blank circle while a built-in logo loads.
 */
export function TokenIcon({ src, symbol, size }: TokenIconProps) {
  const own = safeImageUrl(src)
  const builtIn = useBuiltInIcon('token', own ? undefined : symbol || undefined)
  return (
    <WalletImage
      src={own ?? builtIn ?? undefined}
      name={symbol}
      shape="circle"
      pending={builtIn === undefined}
      {...(size !== undefined && { size })}
    />
  )
}
