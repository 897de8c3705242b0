import type { ChainNamespace } from '@gangway/core/adapter'
import type { ChainState } from '@gangway/core/internal'
import { selectConnectedNamespaces } from '@gangway/core/internal'
import { selectIsConnected } from '@gangway/core/shell'
import type { UiKit } from '../../kit/types.js'
import { namespaceLabel } from './namespaceLabels.js'

/** A chain family's name for visitors: its descriptor's ("EVM", "TON"), else the known label. */
export const familyLabel = (kit: Pick<UiKit, 'families'>, namespace: string): string =>
  kit.families.get(namespace)?.name ?? namespaceLabel(namespace)

/** The families with a connection (status connected). */
export const connectedFamilies = (chain: ChainState): ChainNamespace[] =>
  selectConnectedNamespaces(chain).filter((namespace) => selectIsConnected(chain, namespace))
