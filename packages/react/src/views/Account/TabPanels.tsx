import type { AccountTab, TokenBalance } from '@gangway/core'
import type { UiKit } from '../../kit/types.js'
import { CoinsIcon } from '../../ui/icons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { floorDecimals } from '../../utils/format.js'
import { ActivityPanel } from './ActivityPanel.js'
import { NftsPanel } from './NftsPanel.js'
import { TabEmpty } from './TabStates.js'

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)

/** The content of one account tab. Token names come from APIs: rendered as text only. */
export function AccountTabPanel({
  tab,
  tokens,
  kit,
}: {
  tab: AccountTab
  tokens: readonly TokenBalance[]
  kit: UiKit
}) {
  if (tab === 'tokens') {
    if (tokens.length === 0)
      return (
        <TabEmpty icon={<CoinsIcon />} title="No tokens yet" text="Tokens you hold appear here." />
      )
    return (
      <ul className="gw-list" aria-label="Tokens">
        {tokens.map((token) => (
          <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
            <div className="gw-list-item" style={{ cursor: 'default' }}>
              <WalletImage src={token.iconUrl} name={token.symbol || token.name} shape="circle" />
              <span className="gw-list-item-label">
                {token.name}
                <span className="gw-list-item-sub">
                  {floorDecimals(token.quantity.numeric)} {token.symbol}
                </span>
              </span>
              {token.price > 0 ? (
                <span className="gw-list-item-end" style={{ color: 'var(--gw-color-fg)' }}>
                  {usd(token.value)}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    )
  }
  if (tab === 'nfts') return <NftsPanel kit={kit} />
  return <ActivityPanel kit={kit} />
}
