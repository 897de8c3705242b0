import type { ModalOpenOptions } from '@gangway/core'
import type { ChainNamespace } from '@gangway/core/adapter'
import type { ChainState } from '@gangway/core/internal'
import { selectIsConnected } from '@gangway/core/shell'
import type { CSSProperties } from 'react'
import { useKitInstance, useStoreSelector } from '../hooks/context.js'
import { useButtonText } from '../i18n/buttonText.js'
import type { UiKit } from '../kit/types.js'
import { namespaceLabel } from '../views/shared/namespaceLabels.js'

/** Each family of the kit with whether it is connected, in the kit's order ('' when one family). */
export function familiesModel(chain: ChainState): string {
  const namespaces = Object.keys(chain.chains)
  const states = namespaces.map(
    (namespace) => `${namespace}=${selectIsConnected(chain, namespace) ? 1 : 0}`,
  )
  // Nothing to tell with one family, or while no family is connected.
  return namespaces.length > 1 && states.some((state) => state.endsWith('=1'))
    ? states.join(' ')
    : ''
}

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
}

/**
 * On the buttons of a kit with several chain families, once one is connected: one dot per
 * family (filled when connected), and the same as text for assistive technology and as a
 * tooltip ("EVM connected, Solana not connected").
 */
export function ConnectedFamilies() {
  const kit = useKitInstance()
  // The buttons' small lookup (no translate machinery in the first load); re-renders when the
  // host switches the locale or its chunk arrives.
  const text = useButtonText()
  const { locale } = text
  const model = useStoreSelector(kit.stores.chain, familiesModel)
  if (!model) return null
  const families = model.split(' ').map((item) => {
    const [namespace = '', connected] = item.split('=')
    return { namespace, connected: connected === '1' }
  })
  const summary = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
    families.map(({ namespace, connected }) =>
      text(connected ? 'button.familyConnected' : 'button.familyNotConnected', {
        family: kit.families.get(namespace)?.name ?? namespaceLabel(namespace),
      }),
    ),
  )
  return (
    <span
      data-testid="connected-families"
      title={summary}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 3, position: 'relative' }}
    >
      {families.map(({ namespace, connected }) => (
        <span
          key={namespace}
          aria-hidden="true"
          data-namespace={namespace}
          data-connected={connected}
          style={{
            width: 7,
            height: 7,
            borderRadius: '50%',
            boxSizing: 'border-box',
            background: connected ? 'var(--gw-color-success)' : 'transparent',
            boxShadow: connected ? 'none' : 'inset 0 0 0 1.5px currentColor',
            opacity: connected ? 1 : 0.45,
          }}
        />
      ))}
      <span style={HIDDEN}>{summary}</span>
    </span>
  )
}

/**
 * What the connect button opens: the host's namespace when it set one; else, when the active
 * family has no connection while another has, Connect for the active family's wallets
 * ("Connect a Solana wallet"); else the opening rules.
 */
export function connectOpenOptions(
  kit: Pick<UiKit, 'stores' | 'families'>,
  namespace: ChainNamespace | undefined,
): ModalOpenOptions | undefined {
  if (namespace) return { namespace }
  const chain = kit.stores.chain.getState()
  const active = chain.activeNamespace
  const connected = Object.keys(chain.chains).filter((ns) => selectIsConnected(chain, ns))
  if (!active || connected.length === 0 || connected.includes(active)) return undefined
  const family = kit.families.get(active)?.name
  return {
    view: 'Connect',
    namespace: active,
    data: { namespace: active, ...(family && { family }) },
  }
}
