import type { ButtonHTMLAttributes, LiHTMLAttributes } from 'react'
import { useLocale } from '../../i18n/useT.js'
import { useBuiltInIcon } from '../../icons/useBuiltInIcon.js'
import { ListItem, Tag } from '../../ui/controls.js'
import { ChevronRightIcon } from '../../ui/icons.js'
import { WalletImage } from '../../ui/WalletImage.js'

export interface WalletRowProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  name: string
  image: string | undefined
  tag?: string | undefined
  tagTone?: 'accent' | 'neutral' | 'success'
  walletId?: string
  /** The wallet's id in the bundled catalogue: its built-in logo when `image` is undefined. */
  catalogueId?: string | undefined
  /**
   * The forward chevron when there is no tag (default true). AllWallets leaves it out: a long
   * list renders new rows on every frame of a fast scroll, and each element of a row costs there.
   */
  chevron?: boolean
  /** Attributes of the row's `<li>` (a virtual list positions it). */
  itemProps?: LiHTMLAttributes<HTMLLIElement> & Record<`data-${string}`, string | number>
}

/** A wallet entry of the connect list: 40px icon, name as text, an optional tag. */
export function WalletRow({
  name,
  image,
  tag,
  tagTone,
  walletId,
  catalogueId,
  chevron = true,
  itemProps,
  ...rest
}: WalletRowProps) {
  const { dir } = useLocale()
  const builtIn = useBuiltInIcon('wallet', image ? undefined : catalogueId)
  return (
    <li {...itemProps}>
      <ListItem
        image={
          <WalletImage
            src={image ?? builtIn ?? undefined}
            name={name}
            pending={builtIn === undefined}
          />
        }
        label={name}
        end={
          tag ? (
            <Tag tone={tagTone}>{tag}</Tag>
          ) : chevron ? (
            // The forward chevron points the way the text reads.
            <ChevronRightIcon style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
          ) : undefined
        }
        data-testid="wallet-option"
        data-bench="wallet-option"
        data-wallet-id={walletId}
        {...rest}
      />
    </li>
  )
}
