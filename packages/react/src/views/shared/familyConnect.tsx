import type { CaipNetwork, ChainNamespace } from '@gangway/core/adapter'
import { isKitError, KitError } from '@gangway/core/common'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { accounts as accountsText } from '../../i18n/messages/en/accounts.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Tag } from '../../ui/controls.js'
import { connectedFamilies, familyLabel } from './families.js'

/**
 * Whether picking a network of `namespace` goes to that family's wallets: it has no connection
 * while another family has one (the other session stays).
 */
export function needsFamilyConnect(kit: UiKit, namespace: ChainNamespace): boolean {
  const connected = connectedFamilies(kit.stores.chain.getState())
  return connected.length > 0 && !connected.includes(namespace)
}

/**
 * Makes the network active (no wallet to ask: its family has no connection) and shows Connect
 * with that family's wallets only; the other families' connections are left as they are. A
 * failure shows in the snackbar (never rejects).
 */
export async function connectFamily(kit: UiKit, network: CaipNetwork): Promise<void> {
  const namespace = network.chainNamespace
  try {
    await kit.switchNetwork(network)
  } catch (error) {
    kit.controllers.snackbar.showError(
      isKitError(error) ? error : new KitError('UNSUPPORTED_CHAIN', { cause: error }),
    )
    return
  }
  if (!kit.stores.modal.getState().open) return
  kit.controllers.modal.setFilter(namespace)
  kit.controllers.router.reset('Connect', { namespace, family: familyLabel(kit, namespace) })
}

/** Networks: a family's connection state beside its name (only once some family is connected). */
export function FamilyConnectionTag({ namespace }: { namespace: ChainNamespace }) {
  const kit = useKitInstance()
  const t = useT(accountsText)
  const connected = useStoreSelector(kit.stores.chain, (chain) => {
    const families = connectedFamilies(chain)
    return families.length === 0 ? undefined : families.includes(namespace)
  })
  if (connected === undefined) return null
  return (
    <span data-testid="family-connection" data-namespace={namespace} data-connected={connected}>
      <Tag tone={connected ? 'success' : 'neutral'}>
        {connected ? t('accounts.connected') : t('accounts.notConnected')}
      </Tag>
    </span>
  )
}
