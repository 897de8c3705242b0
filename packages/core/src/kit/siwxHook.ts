import type { SiwxFlow, SiwxFlowDeps } from '../siwx/flow/types.js'
import { onDemand } from './onDemand.js'

/** The sign-in flow, imported only when the host sets `siwx` (hosts without it never load it). */
export interface SiwxPart {
  get(): Promise<SiwxFlow | undefined>
  dispose(): void
}

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
