import type { AccountEntry } from '@gangway/core/adapter'
import { useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { accounts as accountsText } from '../../i18n/messages/en/accounts.js'
import { useT } from '../../i18n/useT.js'
import { ListItem, Spinner, Tag } from '../../ui/controls.js'
import { truncateAddress } from '../../utils/format.js'
import { Avatar } from '../shared/Avatar.js'
import { accountChoices, accountName } from './choices.js'

/**
 * SelectAccount: the accounts a wallet shares (a Polkadot extension's, a Bitcoin wallet's payment
 * and ordinals addresses); choosing one makes the adapter sign with it (`kit.setActiveAccount`).
 * Router data: `namespace` (default: the active one); `afterConnect` right after connecting
 * (the choice then closes the modal, as a connect does). Names from wallets are text only.
 */
export default function SelectAccountView() {
  const kit = useKitInstance()
  const t = useT(accountsText)
  const data = useStoreSelector(kit.stores.router, (state) => state.data)
  const afterConnect = data?.afterConnect === true
  const choices = useStoreSelector(kit.stores.chain, (chain) =>
    accountChoices(chain, data?.namespace),
  )
  const wallet = useStoreSelector(
    kit.stores.chain,
    (chain) =>
      (choices.namespace ? chain.chains[choices.namespace] : undefined)?.accountState
        .connectedWalletInfo?.name,
  )
  const [pending, setPending] = useState<string | undefined>(undefined)

  const done = () => {
    const { view } = kit.stores.router.getState()
    if (view !== 'SelectAccount') return
    if (afterConnect || kit.stores.router.getState().history.length <= 1) kit.close()
    else kit.controllers.router.goBack()
  }

  const choose = async (entry: AccountEntry, label: string) => {
    if (pending) return
    if (entry.address === choices.address) return done()
    setPending(entry.address)
    try {
      await kit.setActiveAccount({
        address: entry.address,
        ...(choices.namespace && { namespace: choices.namespace }),
      })
      if (!afterConnect)
        kit.controllers.snackbar.showSuccess(t('accounts.switched', { account: label }))
      done()
    } catch (error) {
      kit.controllers.snackbar.showError(t.error(error, 'accounts.switchFailed'))
    } finally {
      setPending(undefined)
    }
  }

  if (choices.accounts.length < 2) {
    return (
      <div className="gw-empty">
        <p className="gw-text">{t('accounts.nothingToChoose')}</p>
      </div>
    )
  }
  return (
    <>
      <p className="gw-text" style={{ textAlign: 'center', marginBottom: 12 }}>
        {afterConnect && wallet
          ? t('accounts.pickerIntro', { wallet, count: choices.accounts.length })
          : t('accounts.pickerIntroLater')}
      </p>
      <ul className="gw-list" aria-label={t('accounts.listLabel')} data-testid="account-options">
        {choices.accounts.map((entry, index) => {
          const active = entry.address === choices.address
          const label = accountName(t, entry, index)
          return (
            <li key={`${entry.type}:${entry.address}`}>
              <ListItem
                image={<Avatar address={entry.address} size={40} />}
                label={label}
                sublabel={truncateAddress(entry.address)}
                active={active}
                aria-current={active ? 'true' : undefined}
                title={entry.address}
                end={
                  pending === entry.address ? (
                    <Spinner label={t('accounts.switching', { account: label })} />
                  ) : active ? (
                    <Tag tone="success">{t('accounts.active')}</Tag>
                  ) : undefined
                }
                disabled={pending !== undefined && pending !== entry.address}
                data-testid="account-option"
                data-address={entry.address}
                data-account-type={entry.type}
                onClick={() => void choose(entry, label)}
              />
            </li>
          )
        })}
      </ul>
    </>
  )
}
