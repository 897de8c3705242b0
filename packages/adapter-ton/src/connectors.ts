import type { DiscoveredConnector } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import type { TonConnectBridge } from './protocol.js'
import type { TonAdapterOptions } from './types.js'

const CONNECTOR_PREFIX = 'tonconnect:'

/** The kit's connector for the wallet injected as `window[jsBridgeKey].tonconnect`. */
export function connectorOf(jsBridgeKey: string, bridge: TonConnectBridge): DiscoveredConnector {
  const info = bridge.walletInfo
  const name = info?.name ?? jsBridgeKey
  return {
    id: `${CONNECTOR_PREFIX}${jsBridgeKey}`,
    name,
    type: 'INJECTED',
    chain: 'ton',
    ...(info?.image && { imageUrl: info.image }),
    info: { name, ...(info?.image && { icon: info.image }) },
    installed: true,
    provider: bridge,
  }
}

/**
 * The app's TON Connect manifest URL: the option, else `<page origin>/tonconnect-manifest.json`;
 * KitError('INVALID_OPTION') where there is no page origin (Node, opaque origins).
 */
export function manifestUrlOf(options: Pick<TonAdapterOptions, 'manifestUrl'>): string {
  if (options.manifestUrl) return options.manifestUrl
  const origin = typeof location === 'undefined' ? undefined : location.origin
  if (!origin || origin === 'null') {
    throw new KitError('INVALID_OPTION', {
      params: {
        option: 'manifestUrl',
        details: 'TonAdapter needs manifestUrl: there is no page origin to derive it from.',
      },
    })
  }
  return `${origin}/tonconnect-manifest.json`
}
