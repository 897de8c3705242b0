import type { SiwxFlowDeps } from '../siwx/flow/types.js'
import { onDemand } from '../utils/onDemand.js'
import type { SiwxPart } from './types.js'

/** Spec §4 "SIWX": starts the flow (which watches connect, restore, account and network). */
export function attachSiwx(
  deps: Omit<SiwxFlowDeps, 'siwx'> & Partial<Pick<SiwxFlowDeps, 'siwx'>>,
): SiwxPart | undefined {
  const { siwx } = deps
  if (!siwx) return undefined
  const part = onDemand(
    () => import('../siwx/flow/startSiwxFlow.js'),
    (module) => module.startSiwxFlow({ ...deps, siwx }),
  )
  part.get().catch((error: unknown) => deps.logger?.error('Gangway could not load sign-in:', error))
  return part
}
