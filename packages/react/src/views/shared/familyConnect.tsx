import type { CaipNetwork, ChainNamespace } from '@gangway/core/adapter'
import { isKitError, KitError } from '@gangway/core/common'
import type { ChainState } from '@gangway/core/internal'
import { selectConnectedNamespaces } from '@gangway/core/internal'
import { selectIsConnected } from '@gangway/core/shell'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { accounts as accountsText } from '../../i18n/messages/en/accounts.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Tag } from '../../ui/controls.js'
import { namespaceLabel } from './namespaceLabels.js'

/** A chain family's name for visitors: its descriptor's ("EVM", "TON"), else the known label. */
export const familyLabel = (kit: Pick<UiKit, 'families'>, namespace: string): string =>
  kit.families.get(namespace)?.name ?? namespaceLabel(namespace)

/** The families with a connection (status connected). */
const connectedFamilies = (chain: ChainState): ChainNamespace[] =>
  selectConnectedNamespaces(chain).filter((namespace) => selectIsConnected(chain, namespace))

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

/**
 * Connect, filtered to one family while others are connected: says that their connections stay
 * ("Your EVM wallet stays connected.").
 */
export function OtherFamiliesNote() {
  const kit = useKitInstance()
  const t = useT(accountsText)
  const filter = useStoreSelector(kit.stores.modal, (state) => state.filterByNamespace)
  const others = useStoreSelector(
    kit.stores.chain,
    (chain) => connectedFamilies(chain).filter((namespace) => namespace !== filter),
    (a, b) => a.length === b.length && a.every((namespace, index) => namespace === b[index]),
  )
  if (!filter || others.length === 0) return null
  const families = new Intl.ListFormat(t.locale, { type: 'conjunction' }).format(
    others.map((namespace) => familyLabel(kit, namespace)),
  )
  return (
    <p
      className="gw-text"
      style={{ textAlign: 'center', marginBottom: 12 }}
      data-testid="other-families-note"
    >
      {t('accounts.othersStayConnected', { families, count: others.length })}
    </p>
  )
}
