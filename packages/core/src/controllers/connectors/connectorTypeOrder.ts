import { type ConnectorTypeOrderEntry, DEFAULT_FEATURES } from '../../constants.js'
import type { Connector } from '../../types/connector.js'

/** The spec §9 default: walletConnect, recent, injected, featured, custom, external, recommended. */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrderEntry[] = Object.freeze([
  ...DEFAULT_FEATURES.connectorTypeOrder,
])

/** Which connect-view sections have something to show (missing means nothing to show). */
export type ConnectorSections = Partial<Record<ConnectorTypeOrderEntry, boolean | number>>

/**
 * The order the connect view shows its sections in. Only sections with content are returned;
 * the host's `features.connectorTypeOrder` entries come first (in the host's order, unknown or
 * empty ones skipped), then the remaining sections in the spec §9 default order. Pure.
 */
export function orderConnectorTypes(
  sections: ConnectorSections,
  hostOrder: readonly ConnectorTypeOrderEntry[] = [],
): ConnectorTypeOrderEntry[] {
  const shown = (type: ConnectorTypeOrderEntry) => {
    const value = sections[type]
    return typeof value === 'number' ? value > 0 : value === true
  }
  const ordered: ConnectorTypeOrderEntry[] = []
  for (const type of [...hostOrder, ...DEFAULT_CONNECTOR_TYPE_ORDER]) {
    if (DEFAULT_CONNECTOR_TYPE_ORDER.includes(type) && shown(type) && !ordered.includes(type)) {
      ordered.push(type)
    }
  }
  return ordered
}

/**
 * The section a connector from an adapter belongs to: WALLET_CONNECT → walletConnect;
 * ANNOUNCED, INJECTED and MULTI_CHAIN → injected; EXTERNAL → external. AUTH connectors are
 * shown by the email / social part of the view, not in a section (undefined).
 */
export function connectorSection(connector: Connector): ConnectorTypeOrderEntry | undefined {
  switch (connector.type) {
    case 'WALLET_CONNECT':
      return 'walletConnect'
    case 'ANNOUNCED':
    case 'INJECTED':
    case 'MULTI_CHAIN':
      return 'injected'
    case 'EXTERNAL':
      return 'external'
    default:
      return undefined
  }
}
