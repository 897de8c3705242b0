import { useEffect, useRef } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { send as sendText } from '../../i18n/messages/en/send.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import { ListItem } from '../../ui/controls.js'
import { CheckIcon } from '../../ui/icons.js'
import { TokenIcon } from '../../ui/TokenIcon.js'
import { CoinsIcon } from '../../ui/viewIcons.js'
import { useSendTokens } from '../Send/useSendForm.js'

/**
 * SendSelectToken: the account's tokens on the active network (native first, then tokens with a
 * balance); picking one goes back to Send with it. Focus starts on the token in use.
 */
export default function SendSelectTokenView() {
  const kit = useKitInstance()
  const t = useT(sendText)
  const format = useNumberFormat()
  const tokens = useSendTokens(kit)
  const chosen = useStoreSelector(kit.stores.send, (state) => state.token)
  const list = useRef<HTMLUListElement>(null)
  const same = (address: string | undefined) =>
    (address ?? '').toLowerCase() === (chosen?.address ?? '').toLowerCase()
  useEffect(() => {
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button')
    const current = Array.from(buttons ?? []).find((button) => button.dataset.active === 'true')
    ;(current ?? buttons?.[0])?.focus()
  }, [])

  if (tokens.length === 0) {
    return (
      <div className="gw-empty" data-testid="send-select-token">
        <CoinsIcon />
        <p className="gw-text">{t('send.noTokens')}</p>
      </div>
    )
  }
  return (
    <ul
      ref={list}
      className="gw-list"
      aria-label={t('send.tokens')}
      data-testid="send-select-token"
    >
      {tokens.map((token) => {
        const active = Boolean(chosen) && same(token.address) && token.symbol === chosen?.symbol
        return (
          <li key={`${token.address ?? ''}:${token.symbol}`}>
            <ListItem
              image={<TokenIcon src={token.iconUrl} symbol={token.symbol} size={32} />}
              label={token.symbol}
              sublabel={`${token.name} · ${format.amount(token.quantity.numeric, { symbol: token.symbol, fixed: true })}`}
              end={active ? <CheckIcon /> : undefined}
              active={active}
              aria-current={active ? 'true' : undefined}
              onClick={() => {
                kit.controllers.send.setSendState({ token })
                kit.controllers.router.goBack()
              }}
              data-testid="send-token-option"
            />
          </li>
        )
      })}
    </ul>
  )
}
