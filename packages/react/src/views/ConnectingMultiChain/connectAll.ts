import type { Connector } from '@gangway/core/adapter'
import type { UiKit } from '../../kit/types.js'
import { withTimeLimit } from '../shared/withTimeLimit.js'

/** Member types a browser wallet connects itself on each chain (one prompt per chain). */
const BROWSER_TYPES: readonly Connector['type'][] = ['ANNOUNCED', 'INJECTED']

/** Whether the wallet can be connected on all its chains from here: each member is a browser wallet. */
export function canConnectAll(members: readonly Connector[]): boolean {
  return members.length > 1 && members.every((member) => BROWSER_TYPES.includes(member.type))
}

/**
 * Connects each member not connected yet, in order, each with the wallet time limit; stops at
 * the first refusal (rethrown with the member), so a retry goes on from there.
 */
export async function connectAll(
  kit: UiKit,
  members: readonly Connector[],
  onStep: (member: Connector, index: number) => void,
): Promise<void> {
  for (const [index, member] of members.entries()) {
    if (kit.controllers.connection.getStatus(member.chain) === 'connected') continue
    onStep(member, index)
    try {
      await withTimeLimit(kit.connect({ namespace: member.chain, connectorId: member.id }))
    } catch (error) {
      throw Object.assign(new Error('connect failed'), { member, cause: error })
    }
  }
}
