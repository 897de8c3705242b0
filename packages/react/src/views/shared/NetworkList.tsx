import type { CaipNetwork } from '@gangway/core/adapter'
import { selectActiveCaipNetwork } from '@gangway/core/shell'
import { useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { ListItem, Spinner, Tag } from '../../ui/controls.js'
import { NetworkIcon } from '../../ui/NetworkIcon.js'
import { familyLabel } from './families.js'
import { connectFamily, FamilyConnectionTag, needsFamilyConnect } from './familyConnect.js'
import { NAMESPACE_LABELS } from './namespaceLabels.js'

/** The configured networks, grouped by namespace when there are several; picks one to switch to. */
export function NetworkList({ onSwitched }: { onSwitched: (network: CaipNetwork) => void }) {
  const kit = useKitInstance()
  const t = useT(walletsText)
  const { groups, activeId } = useStoreSelector(
    kit.stores.chain,
    (state) => ({
      groups: Object.values(state.chains).map((entry) => ({
        namespace: entry!.namespace,
        networks: entry!.networks,
      })),
      activeId: selectActiveCaipNetwork(state)?.caipNetworkId,
    }),
    (a, b) =>
      a.activeId === b.activeId &&
      a.groups.length === b.groups.length &&
      a.groups.every((group, index) => group.networks === b.groups[index]?.networks),
  )
  const [pending, setPending] = useState<string | undefined>(undefined)

  const choose = async (network: CaipNetwork) => {
    if (pending) return
    if (network.caipNetworkId === activeId) return onSwitched(network)
    // A connected wallet is asked in SwitchNetwork (pending, refusal, adding the chain).
    if (kit.controllers.connection.getStatus(network.chainNamespace) === 'connected') {
      kit.controllers.router.push('SwitchNetwork', { network })
      return
    }
    // A family with no connection while another has one: straight to that family's wallets.
    if (needsFamilyConnect(kit, network.chainNamespace)) {
      setPending(network.caipNetworkId)
      return void connectFamily(kit, network).finally(() => setPending(undefined))
    }
    setPending(network.caipNetworkId)
    try {
      await kit.switchNetwork(network)
      onSwitched(network)
    } catch {
      kit.controllers.snackbar.showError(t('wallets.switchFailed'))
    } finally {
      setPending(undefined)
    }
  }

  const multiple = groups.length > 1
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.namespace}
          aria-label={t('wallets.familyNetworks', {
            family: NAMESPACE_LABELS[group.namespace] ?? group.namespace,
          })}
        >
          {multiple ? (
            <h3
              className="gw-section-title"
              style={{ display: 'flex', alignItems: 'center', gap: 8 }}
            >
              {familyLabel(kit, group.namespace)}
              <FamilyConnectionTag namespace={group.namespace} />
            </h3>
          ) : null}
          <ul className="gw-list" style={{ marginTop: multiple ? 8 : 0 }}>
            {group.networks.map((network) => {
              const active = network.caipNetworkId === activeId
              return (
                <li key={network.caipNetworkId}>
                  <ListItem
                    image={<NetworkIcon network={network} size={40} />}
                    label={network.name}
                    sublabel={network.testnet ? t('wallets.testnet') : undefined}
                    active={active}
                    aria-current={active ? 'true' : undefined}
                    end={
                      pending === network.caipNetworkId ? (
                        <Spinner label={t('wallets.switchingTo', { network: network.name })} />
                      ) : active ? (
                        <Tag tone="success">{t('wallets.active')}</Tag>
                      ) : undefined
                    }
                    data-testid="network-option"
                    data-network-id={network.caipNetworkId}
                    onClick={() => choose(network)}
                  />
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </>
  )
}
