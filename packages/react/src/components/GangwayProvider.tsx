import { type ReactNode, useEffect } from 'react'
import { KitContext } from '../hooks/context.js'
import { attachUi } from '../kit/attachUi.js'
import type { GangwayKit } from '../kit/types.js'

/** Makes a kit available to the hooks and components below; attaches the modal on the client. */
export function GangwayProvider({ kit, children }: { kit: GangwayKit; children?: ReactNode }) {
  useEffect(() => attachUi(kit), [kit])
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>
}
