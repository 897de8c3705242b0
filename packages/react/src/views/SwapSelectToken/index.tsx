import {
  getSwapTokenLists,
  type SwapToken,
  setSwapSourceToken,
  setSwapToToken,
} from '@gangway/core/swap'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { send as sendText } from '../../i18n/messages/en/send.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import { ListItem, SearchInput, Spinner } from '../../ui/controls.js'
import { CheckIcon } from '../../ui/icons.js'
import { TokenIcon } from '../../ui/TokenIcon.js'
import { CoinsIcon } from '../../ui/viewIcons.js'
import { sideOf, usdText, useSwapState } from '../Swap/useSwap.js'

const OPTION = '[data-testid="swap-token-option"]'

/**
 * SwapSelectToken (spec §2, §3 token lists): a search over the swap API's tokens, the account's
 * tokens with a balance first ("Your tokens"), then the others. It picks for the side the router
 * data names (`swapSide`: 'source' or 'to'), then goes back to Swap. Arrow keys, Home and End
 * move between tokens; Arrow Down from the search goes to the first.
 */
export default function SwapSelectTokenView() {
  const kit = useKitInstance()
  const t = useT(sendText)
  const format = useNumberFormat()
  const side = useStoreSelector(kit.stores.router, (state) => sideOf(state.data))
  const state = useSwapState(kit, (swap) => swap)
  const chosen = side === 'to' ? state.toToken : state.sourceToken
  const tokens = state.tokens
  const [query, setQuery] = useState('')
  const lists = useMemo(() => getSwapTokenLists(state, query), [state, query])
  const ids = useId()
  const root = useRef<HTMLDivElement>(null)
  const search = useRef<HTMLInputElement>(null)
  useEffect(() => {
    search.current?.focus()
  }, [])

  const pick = (token: SwapToken) => {
    if (side === 'to') setSwapToToken(kit, token)
    else setSwapSourceToken(kit, token)
    kit.controllers.router.goBack()
  }
  const options = () => Array.from(root.current?.querySelectorAll<HTMLElement>(OPTION) ?? [])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = options()
    const at = all.indexOf(event.target as HTMLElement)
    const next = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: at < 0 ? undefined : 0,
      End: at < 0 ? undefined : all.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    if (next < 0) search.current?.focus()
    else all[Math.min(next, all.length - 1)]?.focus()
  }

  const same = (token: SwapToken) =>
    token.address.toLowerCase() === (chosen?.address ?? '').toLowerCase()
  const row = (token: SwapToken, mine: boolean) => {
    const active = same(token)
    return (
      <li key={token.address}>
        <ListItem
          image={<TokenIcon src={token.logoUri} symbol={token.symbol} size={32} />}
          label={token.symbol}
          sublabel={
            mine && token.quantity
              ? `${token.name} · ${format.amount(token.quantity.numeric, { symbol: token.symbol, fixed: true })}`
              : token.name
          }
          end={
            active ? (
              <CheckIcon />
            ) : mine && token.value !== undefined ? (
              usdText(format, token.value)
            ) : undefined
          }
          active={active}
          aria-current={active ? 'true' : undefined}
          onClick={() => pick(token)}
          data-testid="swap-token-option"
        />
      </li>
    )
  }
  const section = (id: string, title: string, list: SwapToken[], mine: boolean) =>
    list.length > 0 ? (
      <section style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <h3 id={`${ids}-${id}`} className="gw-section-title">
          {title}
        </h3>
        <ul className="gw-list" aria-labelledby={`${ids}-${id}`} data-testid={`swap-${id}`}>
          {list.map((token) => row(token, mine))}
        </ul>
      </section>
    ) : null

  const empty = lists.myTokens.length === 0 && lists.otherTokens.length === 0
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the token buttons inside
    <div
      ref={root}
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      onKeyDown={onKeyDown}
      data-testid="swap-select-token"
    >
      <SearchInput
        ref={search}
        label={t('send.searchTokens')}
        placeholder={t('send.searchTokensPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="swap-token-search"
      />
      {tokens === undefined ? (
        <div className="gw-empty">
          <Spinner label={t('send.loadingTokens')} />
        </div>
      ) : empty ? (
        <div className="gw-empty" role="status">
          <CoinsIcon />
          <p className="gw-text">
            {query.trim()
              ? t('send.noTokensMatch', { query: query.trim() })
              : t('send.noSwapTokens')}
          </p>
        </div>
      ) : (
        <>
          {section('my-tokens', t('send.yourTokens'), lists.myTokens, true)}
          {section('other-tokens', t('send.tokens'), lists.otherTokens, false)}
        </>
      )}
    </div>
  )
}
