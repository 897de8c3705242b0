import type { ChainNamespace } from '@gangway/core/adapter'
import { useMemo } from 'react'
import { useKitInstance } from './context.js'

/** Disconnects one namespace (and those sharing its session), or all when none is given. */
export function useDisconnect(): {
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
} {
  const kit = useKitInstance()
  return useMemo(() => ({ disconnect: (options = {}) => kit.disconnect(options.namespace) }), [kit])
}
