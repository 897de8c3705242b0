import type { ChainNamespace } from '@gangway/core/adapter'
import { selectAccountState } from '../../hooks/accountState.js'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { loadEmbeddedLogin } from '../shared/loadEmbeddedLogin.js'
import { type AccountTypeChoice, AccountTypeList } from './AccountTypeList.js'

const CHOICES: readonly AccountTypeChoice[] = [{ type: 'smartAccount' }, { type: 'eoa' }]

/**
 * The embedded wallet's eip155 account: its smart account (the default) or its EOA, offered on
 * the networks where the frame has the smart account (the network state's
 * smartAccountEnabledNetworks). The frame keeps the choice across reloads.
 */
export function EmbeddedAccountTypes({ namespace }: { namespace: ChainNamespace }) {
  const kit = useKitInstance()
  const shown = useStoreSelector(kit.stores.chain, (state) => {
    const entry = state.chains[namespace]
    const network = entry?.networkState.caipNetwork
    // The account state has an embedded user only while connected through the embedded wallet.
    const accountState = selectAccountState(state, namespace)
    if (namespace !== 'eip155' || !accountState?.user || !network) return undefined
    if (!entry.networkState.smartAccountEnabledNetworks.includes(Number(network.id)))
      return undefined
    return accountState.preferredAccountType ?? 'eoa'
  })
  if (!shown) return null
  return (
    <AccountTypeList
      kit={kit}
      choices={CHOICES}
      active={(choice) => choice.type === shown}
      choose={(choice) =>
        loadEmbeddedLogin(kit).then((login) =>
          login.setPreferredAccountType(choice.type === 'eoa' ? 'eoa' : 'smartAccount'),
        )
      }
    />
  )
}
