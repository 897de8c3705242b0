import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { accounts as accountsText } from '../../i18n/messages/en/accounts.js'
import { useT } from '../../i18n/useT.js'
import { connectedFamilies, familyLabel } from '../shared/families.js'

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
