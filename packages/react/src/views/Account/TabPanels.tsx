import type { AccountTab, TokenBalance } from '@gangway/core/internal'
import { account as accountText } from '../../i18n/messages/en/account.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { TokenIcon } from '../../ui/TokenIcon.js'
import { CoinsIcon } from '../../ui/viewIcons.js'
import { ActivityPanel } from './ActivityPanel.js'
import { NftsPanel } from './NftsPanel.js'
import { TabEmpty } from './TabStates.js'

/**
 * The content of one account tab. Token names come from APIs: rendered as text only. Quantities
 * are floored to 3 decimals (spec §9), USD values have 2, both in the kit's locale.
 */
export function AccountTabPanel({
  tab,
  tokens,
  kit,
}: {
  tab: AccountTab
  tokens: readonly TokenBalance[]
  kit: UiKit
}) {
  if (tab === 'tokens') return <TokensPanel tokens={tokens} />
  if (tab === 'nfts') return <NftsPanel kit={kit} />
  return <ActivityPanel kit={kit} />
}

function TokensPanel({ tokens }: { tokens: readonly TokenBalance[] }) {
  const t = useT(accountText)
  const format = useNumberFormat()
  if (tokens.length === 0)
    return (
      <TabEmpty
        icon={<CoinsIcon />}
        title={t('account.tokens.empty')}
        text={t('account.tokens.emptyText')}
      />
    )
  return (
    <ul className="gw-list" aria-label={t('account.tab.tokens')}>
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? token.symbol}`}>
          <div className="gw-list-item" style={{ cursor: 'default' }}>
            <TokenIcon src={token.iconUrl} symbol={token.symbol || token.name} />
            <span className="gw-list-item-label">
              {token.name}
              <span className="gw-list-item-sub">
                {format.amount(token.quantity.numeric, { symbol: token.symbol, fixed: true })}
              </span>
            </span>
            {token.price > 0 ? (
              <span className="gw-list-item-end" style={{ color: 'var(--gw-color-fg)' }}>
                {format.usd(token.value)}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
